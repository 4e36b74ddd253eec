import { useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { visuallyHidden } from '@mui/utils';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'next-i18next/pages';
import { copyText } from '@/lib/browser-effects';

const CONFIRMATION_MS = 1500;

/**
 * One-click copy of a number or code. The confirmation is shown (check icon, the hover title)
 * and announced: a polite status region says it, because a title is only seen by someone hovering.
 * Pages without the `numbers` texts pass their own `copiedLabel`.
 *
 * A native title, not MUI's Tooltip: Tooltip brings Popper and @popperjs/core (about 10 kB gzip)
 * into the first load of every page with a number, code or key to copy (issue 17), as in
 * theme-button.tsx.
 */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel?: string }) {
  const { t } = useTranslation('numbers');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = async () => {
    if (await copyText(text)) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    }
  };
  const confirmation = copiedLabel ?? t('row.copied');
  return (
    <>
      <IconButton size="small" aria-label={label} title={copied ? confirmation : label} onClick={() => void onClick()}>
        {copied ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
      </IconButton>
      <span role="status" style={visuallyHidden}>
        {copied ? confirmation : ''}
      </span>
    </>
  );
}
