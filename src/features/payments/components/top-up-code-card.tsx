import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Placeholder } from '@/components/common/placeholder';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { TopUpCode } from '@contracts/payments';
import { useNow } from '@/hooks/use-now';
import { usePassed } from '@/hooks/use-passed';
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
      <Typography variant="caption" color="textSecondary" component="div">
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

/** A labelled countdown to `until`; "Expired" (in red) once it has passed. */
function Countdown({ label, until }: { label: string; until: string }) {
  const { t, i18n } = useTranslation('payments');
  // The clock is read here, not in the card: a tick renders this line, not the whole card.
  const now = useNow();
  const left = now === null ? null : msUntil(until, now);
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography role="timer" aria-live="off" aria-label={label} color={left === 0 ? 'error' : undefined}>
        {left === null ? '…' : left === 0 ? t('code.expired') : formatCountdown(left, i18n.language)}
      </Typography>
    </Box>
  );
}

/** The QR code of the payment URI, a skeleton while it is drawn, a note if it cannot be. */
function QrCode({ text }: { text: string }) {
  const { t } = useTranslation('payments');
  const [qr, setQr] = useState<{ text: string; url: string | null } | null>(null);
  useEffect(() => {
    let cancelled = false;
    qrDataUrl(text).then(
      (url) => !cancelled && setQr({ text, url }),
      () => !cancelled && setQr({ text, url: null }),
    );
    return () => {
      cancelled = true;
    };
  }, [text]);
  const current = qr?.text === text ? qr : null;
  return (
    <Box sx={{ width: 200, height: 200, flexShrink: 0 }}>
      {current?.url ? (
        <Box
          component="img"
          src={current.url}
          alt={t('code.qrAlt')}
          sx={{ width: 200, height: 200, display: 'block' }}
        />
      ) : current ? (
        <Typography color="textSecondary">{t('code.qrFailed')}</Typography>
      ) : (
        <Placeholder variant="rectangular" width={200} height={200} aria-label={t('loading')} />
      )}
    </Box>
  );
}

/**
 * The top-up code form (spec §3). A card, bank or wallet top-up is paid on a payment page: one
 * "Pay $x" link there (same tab; the gateway sends the browser back to /top-up). A crypto
 * top-up is paid by sending the coin: the amount in the coin, the rate it was quoted at and
 * until when, the address and its QR code. An older code with neither keeps the plain form.
 */
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
  const passed = usePassed(code.expired_at);
  const title = useRef<HTMLHeadingElement>(null);
  // A keyboard or screen-reader user lands on the payment details they just asked for.
  useEffect(() => {
    title.current?.focus();
  }, [code.transaction_id]);
  const amount = money(code.amount);
  const { crypto, pay_url: payUrl } = code;
  const expired = passed === true;
  const transaction = <Field label={t('code.transaction')} value={code.transaction_id} copy={code.transaction_id} />;
  const closeButton = (
    <Box>
      <Button onClick={onClose}>{t('code.close')}</Button>
    </Box>
  );

  let body;
  if (payUrl && !crypto) {
    body = (
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Box>
          <Typography variant="caption" color="textSecondary" component="div">
            {t('code.amount')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {amount}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {expired ? (
            <Typography color="error">{t('code.expiredHint')}</Typography>
          ) : (
            <Button
              component="a"
              href={payUrl}
              variant="contained"
              size="large"
              sx={{ minWidth: { sm: 200 }, width: { xs: '100%', sm: 'auto' } }}
            >
              {t('code.pay', { amount })}
            </Button>
          )}
          <Countdown label={t('code.expiresIn')} until={code.expired_at} />
        </Stack>
        {!expired && <Typography color="textSecondary">{t('code.payHint')}</Typography>}
        {transaction}
        {closeButton}
      </Stack>
    );
  } else {
    const rateUntil = crypto?.rate_expires_at ?? code.expired_at;
    // One countdown when the quote and the code end together (they do upstream today).
    const codeOutlivesRate = crypto !== null && Math.abs(Date.parse(code.expired_at) - Date.parse(rateUntil)) > 1000;
    body = (
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
      >
        <QrCode text={code.qrCode} />
        <Stack spacing={1.5} sx={{ minWidth: 0, width: '100%' }}>
          {crypto ? (
            <>
              <Field
                label={t('code.cryptoAmount')}
                value={`${crypto.amount} ${crypto.currency}`}
                copy={crypto.amount}
              />
              <Box>
                <Typography variant="caption" color="textSecondary" component="div">
                  {t('code.rate')}
                </Typography>
                <Typography>
                  {t('code.rateValue', { coin: crypto.currency, price: money(crypto.rate) })}
                  {crypto.demo_rate && (
                    <Typography component="span" color="textSecondary">
                      {` (${t('code.demoRate')})`}
                    </Typography>
                  )}
                </Typography>
              </Box>
              <Field label={t('code.credited')} value={amount} />
              <Field label={t('code.address')} value={code.address} copy={code.address} />
              <Countdown label={t('code.rateExpiresIn')} until={rateUntil} />
              {codeOutlivesRate && <Countdown label={t('code.expiresIn')} until={code.expired_at} />}
            </>
          ) : (
            <>
              <Field label={t('code.address')} value={code.address} copy={code.address} />
              <Field label={t('code.topUpAmount')} value={amount} />
              <Countdown label={t('code.expiresIn')} until={code.expired_at} />
            </>
          )}
          {transaction}
          <Typography variant="body2" color={expired ? 'error' : 'text.secondary'}>
            {expired
              ? t('code.expiredHint')
              : crypto
                ? t('code.cryptoHint', { coin: crypto.currency })
                : t('code.hint')}
          </Typography>
          {closeButton}
        </Stack>
      </Stack>
    );
  }

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
      {body}
    </Paper>
  );
}
