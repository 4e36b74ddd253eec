import { useId, type FocusEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CopyButton } from './copy-button';

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
  const fieldId = useId();
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{text.title}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {text.warning}
      </Typography>
      <TextField
        id={fieldId}
        label={text.label}
        value={value}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: {
            readOnly: true,
            spellCheck: false,
            style: { fontFamily: 'monospace' },
            onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select(),
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <CopyButton text={value} label={text.copy} copiedLabel={text.copied} />
              </InputAdornment>
            ),
          },
        }}
      />
      {children}
    </Alert>
  );
}
