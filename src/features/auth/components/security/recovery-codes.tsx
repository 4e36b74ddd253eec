import { useEffect, useMemo, useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AlertBox } from '@/components/common/alert-box';
import { CopyButton } from '@/components/common/copy-button';
import { useAuthT } from '@/features/auth/hooks/use-auth-t';

/**
 * The recovery codes just made (two-factor turned on, or new codes asked for), shown once: the
 * server keeps only their hashes. Copy and download keep them off this screen; "I have saved
 * them" puts the panel away. Focus moves to the heading so a screen reader reads the warning.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useAuthT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join('\n');
  const download = useMemo(() => `data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`, [text]);
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600, outline: 'none' }}
      >
        {t('security.twoFactor.recovery.title')}
      </Typography>
      <AlertBox severity="warning">{t('security.twoFactor.recovery.save')}</AlertBox>
      <Typography
        component="ol"
        aria-label={t('security.twoFactor.recovery.list')}
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          columnGap: 4,
          rowGap: 0.5,
          fontFamily: 'monospace',
          fontSize: 16,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <CopyButton
          text={text}
          label={t('security.twoFactor.recovery.copy')}
          copiedLabel={t('security.twoFactor.recovery.copied')}
        />
        <Button variant="outlined" href={download} download="codeport-recovery-codes.txt">
          {t('security.twoFactor.recovery.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('security.twoFactor.recovery.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
