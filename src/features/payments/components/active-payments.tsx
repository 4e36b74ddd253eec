import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { TopUpCode } from '@contracts/payments';
import { useNow } from '@/hooks/use-now';
import { useMoney } from '@/hooks/use-money';
import { formatCountdown, msUntil } from '@/lib/countdown';
import type { PaymentSystemView } from '@/features/payments/hooks/use-payments';
import { SystemIcon } from './system-icon';

interface Props {
  payments: TopUpCode[];
  systems: Record<string, PaymentSystemView>;
  openId: string | null;
  onOpen(code: TopUpCode): void;
}

/** " · expires in 12:34" (or " · expired") of one payment: the one part of a row the clock changes. */
function ExpiresIn({ at }: { at: string }) {
  const { t } = useTranslation('payments');
  const now = useNow();
  if (now === null) return null;
  const left = msUntil(at, now);
  return <>{` · ${left === 0 ? t('code.expired') : t('active.expiresIn', { time: formatCountdown(left) })}`}</>;
}

/**
 * Pending top-ups not yet paid or expired; each can be reopened as its code form. Only each
 * row's expiry text follows the clock, so a tick does not render the list.
 */
export function ActivePayments({ payments, systems, openId, onOpen }: Props) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  return (
    <Box component="section" aria-labelledby="active-payments-title">
      <Typography id="active-payments-title" variant="h6" component="h2" gutterBottom>
        {t('active.title')}
      </Typography>
      {payments.length === 0 ? (
        <Typography color="textSecondary">{t('active.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={t('active.title')}>
          {payments.map((p) => {
            const system = systems[p.system];
            return (
              <Paper component="li" key={p.transaction_id} variant="outlined" sx={{ p: 1.5 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  {system && <SystemIcon icon={system.icon} name={system.name} />}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {money(p.amount)} · {system?.name ?? p.system}
                      {p.crypto && ` · ${p.crypto.amount} ${p.crypto.currency}`}
                    </Typography>
                    <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
                      {p.transaction_id}
                      <ExpiresIn at={p.expired_at} />
                    </Typography>
                  </Box>
                  <Button
                    variant={openId === p.transaction_id ? 'contained' : 'outlined'}
                    size="small"
                    onClick={() => onOpen(p)}
                    aria-label={t('active.openLabel', { id: p.transaction_id })}
                  >
                    {t('active.open')}
                  </Button>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
