import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'next-i18next/pages';
import { copyText } from '@/lib/browser-effects';

/**
 * One-click copy of a number or code, with a visible and announced confirmation. Pages without
 * the `numbers` texts pass their own `copiedLabel`.
 */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel?: string }) {
  const { t } = useTranslation('numbers');
  const [copied, setCopied] = useState(false);
  const onClick = async () => {
    if (await copyText(text)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    }
  };
  return (
    <Tooltip title={copied ? (copiedLabel ?? t('row.copied')) : label}>
      <IconButton size="small" aria-label={label} onClick={() => void onClick()}>
        {copied ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
