import { memo, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'next-i18next/pages';
import type { ActivationEntry, RentEntry } from '@contracts/number-entry';
import { formatCountdown, msUntil } from '@/lib/countdown';
import { latestCode } from '@/lib/number-cache';
import { useMoney } from '@/hooks/use-money';
import { useModals } from '@/state/modals';
import { useNow } from '@/hooks/use-now';
import { CopyButton } from '@/components/common/copy-button';
import { statusText } from './status-text';

type Entry = ActivationEntry | RentEntry;

const STATUS_COLORS: Record<string, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  waiting: 'info',
  waiting_retry: 'info',
  code_received: 'success',
  active: 'success',
  finished: 'default',
  cancelled: 'warning',
  expired: 'error',
};

interface Props {
  entry: Entry;
  /** The row's buttons; they follow their own deadlines (usePassed), not the row's clock. */
  actions?: ReactNode;
}

/** The phone with its copy button and status, and the service, country, operator and price. */
const RowFacts = memo(function RowFacts({ entry }: { entry: Entry }) {
  const { t } = useTranslation('numbers');
  const money = useMoney();
  return (
    <>
      {/* The status wraps below the number rather than shrink into an ellipsis ("Akt…" at 768 px). */}
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontFamily: 'monospace', fontSize: 18, fontWeight: 600 }}>{entry.phone}</Typography>
        <CopyButton text={entry.phone} label={t('row.copyNumber')} />
        <Chip
          size="small"
          // A closed number the ledger refunded says so with the amount, not "Cancelled".
          label={statusText(t, money, entry)}
          color={STATUS_COLORS[entry.status] ?? 'default'}
        />
      </Stack>
      {/* Wraps rather than clips: in a phone's dialog an ellipsis cut the price ("$11.…"). */}
      <Typography variant="body2" color="text.secondary" data-testid="row-details" sx={{ overflowWrap: 'anywhere' }}>
        {entry.service.name} · {entry.country.name}
        {entry.operator ? ` · ${entry.operator.name}` : ''} · {money(entry.price)}
      </Typography>
    </>
  );
});

/** The latest code with its copy button, and the status region that announces it. */
const RowCode = memo(function RowCode({ entry }: { entry: Entry }) {
  const { t } = useTranslation('numbers');
  const code = latestCode(entry.messages);
  return (
    <>
      {/* Said once when a code arrives (a status region announces changes, not its first
          content); the code's own box below is not live, or it would be read twice. */}
      <Box component="span" role="status" data-testid="code-announcement" sx={visuallyHidden}>
        {code ? t('row.codeArrived', { service: entry.service.name, code }) : ''}
      </Box>
      <Box sx={{ minWidth: 120 }}>
        {code ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography data-testid="code" sx={{ fontFamily: 'monospace', fontSize: 22, fontWeight: 700 }}>
              {code}
            </Typography>
            <CopyButton text={code} label={t('row.copyCode')} />
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('row.waitingCode')}</Typography>
        )}
      </Box>
    </>
  );
});

/** The Messages button with its unread count. */
const RowMessages = memo(function RowMessages({ entry }: { entry: Entry }) {
  const { t } = useTranslation('numbers');
  const modals = useModals();
  const unread = entry.messages.filter((m) => !m.viewed).length;
  return (
    <Button
      size="small"
      startIcon={
        <Badge color="primary" badgeContent={unread}>
          <MailOutlineIcon fontSize="small" />
        </Badge>
      }
      onClick={() => modals.showMessages({ kind: entry.type, id: entry.id })}
    >
      {t('row.messages', { count: entry.messages.length })}
    </Button>
  );
});

/**
 * One bought number: copyable phone, service, country, price, time left, status, codes. The row
 * reads the clock, which ticks once a second; only its time line depends on it, so the rest is
 * memoised on the entry and the actions (from the list, which does not tick) stay as they were:
 * a tick renders little (issue 17: a throttled phone felt every row rendered whole each second).
 */
export function NumberRow({ entry, actions }: Props) {
  const { t } = useTranslation('numbers');
  // null on the server and while hydrating: countdowns render on the client only.
  const now = useNow();
  const left = now === null ? null : msUntil(entry.expired_date, now);
  const lock =
    entry.type === 'activation' && entry.status === 'waiting' && now !== null
      ? msUntil(entry.cancel_available_at, now)
      : 0;

  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }} aria-label={entry.phone}>
      {/* Actions beside the details only from md: at 768 px in German they left the details too
          narrow for the status chip ("Akt…"). */}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <RowFacts entry={entry} />
          <Typography variant="body2" color="text.secondary">
            {left === null ? '\u00a0' : left > 0 ? t('row.timeLeft', { time: formatCountdown(left) }) : t('row.timeUp')}
            {lock > 0 && ` · ${t('row.cancelIn', { time: formatCountdown(lock) })}`}
          </Typography>
        </Box>
        <RowCode entry={entry} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <RowMessages entry={entry} />
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}
