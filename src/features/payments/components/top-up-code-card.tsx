import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { TopUpCode } from '@contracts/payments';
import { useNow } from '@/hooks/use-now';
import { useMoney } from '@/hooks/use-money';
import { formatCountdown, msUntil } from '@/lib/countdown';
import { qrDataUrl } from '@/lib/qr-code';
import { CopyButton } from '@/components/common/copy-button';
import type { PaymentSystemView } from '@/features/payments/hooks/use-payments';
import { SystemIcon } from './system-icon';

function Field({ label, value, copy }: { label: string; value: string; copy?: string }) {
  const { t } = useTranslation('payments');
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', minWidth: 0 }}>{value}</Typography>
        {copy !== undefined && (
          <CopyButton text={copy} label={t('code.copy', { field: label })} copiedLabel={t('code.copied')} />
        )}
      </Stack>
    </Box>
  );
}

/** The top-up code form (spec §3): where and how much to pay, a QR code of it, and until when. */
export function TopUpCodeCard({
  code,
  system,
  onClose,
}: {
  code: TopUpCode;
  system: PaymentSystemView | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const now = useNow();
  const [qr, setQr] = useState<{ text: string; url: string | null } | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // A keyboard or screen-reader user lands on the payment details they just asked for.
  useEffect(() => {
    title.current?.focus();
  }, [code.transaction_id]);
  useEffect(() => {
    let cancelled = false;
    qrDataUrl(code.qrCode).then(
      (url) => !cancelled && setQr({ text: code.qrCode, url }),
      () => !cancelled && setQr({ text: code.qrCode, url: null }),
    );
    return () => {
      cancelled = true;
    };
  }, [code.qrCode]);
  const left = now === null ? null : msUntil(code.expired_at, now);
  const amount = money(code.amount);
  const current = qr?.text === code.qrCode ? qr : null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="top-up-code-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        {system && <SystemIcon icon={system.icon} name={system.name} />}
        <Typography
          id="top-up-code-title"
          ref={title}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ outline: 'none' }}
        >
          {t('code.title', { system: system?.name ?? code.system })}
        </Typography>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
      >
        <Box sx={{ width: 200, height: 200, flexShrink: 0 }}>
          {current?.url ? (
            <Box
              component="img"
              src={current.url}
              alt={t('code.qrAlt')}
              sx={{ width: 200, height: 200, display: 'block' }}
            />
          ) : current ? (
            <Typography color="text.secondary">{t('code.qrFailed')}</Typography>
          ) : (
            <Skeleton variant="rectangular" width={200} height={200} aria-label={t('loading')} />
          )}
        </Box>
        <Stack spacing={1.5} sx={{ minWidth: 0, width: '100%' }}>
          <Field label={t('code.address')} value={code.address} copy={code.address} />
          <Field label={t('code.amount')} value={amount} copy={(code.amount / 100).toFixed(2)} />
          <Field label={t('code.transaction')} value={code.transaction_id} copy={code.transaction_id} />
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('code.expiresIn')}
            </Typography>
            <Typography role="timer" aria-live="off" color={left === 0 ? 'error' : undefined}>
              {left === null ? '…' : left === 0 ? t('code.expired') : formatCountdown(left)}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('code.hint')}
          </Typography>
          <Box>
            <Button onClick={onClose}>{t('code.close')}</Button>
          </Box>
        </Stack>
      </Stack>
    </Paper>
  );
}
