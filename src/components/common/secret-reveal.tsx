import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { AlertBox } from './alert-box';
import { CopyButton } from './copy-button';
import { OutlinedTextField } from './outlined-text-field';

export interface SecretRevealText {
  title: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
}

/**
 * A secret shown once (a new API key, a webhook signing secret): a warning, the value in a
 * read-only field that selects itself on focus, and a copy button. What follows the field
 * (a snippet, the Done button) is the caller's.
 */
export function SecretReveal({
  value,
  text,
  children,
}: {
  value: string;
  text: SecretRevealText;
  children: ReactNode;
}) {
  return (
    <AlertBox severity="warning" title={text.title} className="alert-box--wide">
      {/* A div: the alert's paragraphs have no margins, and this one keeps its space. */}
      <Typography variant="body2" component="div" sx={{ mb: 1.5 }}>
        {text.warning}
      </Typography>
      <OutlinedTextField
        label={text.label}
        value={value}
        fullWidth
        size="small"
        readOnly
        monospace
        spellCheck={false}
        onFocus={(e) => e.target.select()}
        end={<CopyButton text={value} label={text.copy} copiedLabel={text.copied} />}
      />
      {children}
    </AlertBox>
  );
}
