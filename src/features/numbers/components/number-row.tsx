import { memo, type ReactNode } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { visuallyHidden } from '@mui/utils';
import usePreviousProps from '@mui/utils/usePreviousProps';
import { useTranslation } from 'next-i18next/pages';
import type { ActivationEntry, RentEntry } from '@contracts/number-entry';
import { formatCountdown, msUntil } from '@/lib/countdown';
import { latestCode } from '@/lib/number-cache';
import { useMoney } from '@/hooks/use-money';
import { useModals } from '@/state/modals';
import { useNow } from '@/hooks/use-now';
import { CopyButton } from '@/components/common/copy-button';
import { pathIcon } from '@/components/common/path-icon';
import { badgeCountText } from '@/styles/icon-styles';
import { statusText } from './status-text';
import type { NumberRowChipColor } from './number-rows';

type Entry = ActivationEntry | RentEntry;

// Material's MailOutlined icon.
const MAIL =
  'M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0-8 4.99L4 6zm0 12H4V8l8 5 8-5z';

const STATUS_COLORS: Record<string, NumberRowChipColor> = {
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
      <div className="number-row__facts">
        <p className="number-row__phone">{entry.phone}</p>
        <CopyButton text={entry.phone} label={t('row.copyNumber')} />
        {/* A closed number the ledger refunded says so with the amount, not "Cancelled". */}
        <span className={`number-row__status number-row__status--${STATUS_COLORS[entry.status] ?? 'default'}`}>
          {statusText(t, money, entry)}
        </span>
      </div>
      <p className="number-row__details" data-testid="row-details">
        {entry.service.name} · {entry.country.name}
        {entry.operator ? ` · ${entry.operator.name}` : ''} · {money(entry.price)}
      </p>
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
      <span role="status" data-testid="code-announcement" style={visuallyHidden}>
        {code ? t('row.codeArrived', { service: entry.service.name, code }) : ''}
      </span>
      <div className="number-row__code">
        {code ? (
          <div className="number-row__code-line">
            <p className="number-row__code-value" data-testid="code">
              {code}
            </p>
            <CopyButton text={code} label={t('row.copyCode')} />
          </div>
        ) : (
          <p className="number-row__waiting">{t('row.waitingCode')}</p>
        )}
      </div>
    </>
  );
});

/**
 * The Messages button with its unread count, in a badge drawn as Material's (number-rows.tsx):
 * hidden at 0, shrinking away with the count it had, "99+" above 99, and hidden from screen
 * readers, which hear the button's own text.
 */
const RowMessages = memo(function RowMessages({ entry }: { entry: Entry }) {
  const { t } = useTranslation('numbers');
  const modals = useModals();
  const unread = entry.messages.filter((m) => !m.viewed).length;
  const previous = usePreviousProps({ unread }) as { unread?: number };
  const shown = unread > 0 ? unread : previous.unread || undefined;
  return (
    <ButtonBase
      className="button button--small"
      focusRipple
      onClick={() => modals.showMessages({ kind: entry.type, id: entry.id })}
    >
      <span className="button__start-icon">
        <span className="number-row__badge">
          {pathIcon(MAIL)}
          <span
            className={`number-row__badge-count${unread > 0 ? '' : ' number-row__badge-count--hidden'}`}
            aria-hidden="true"
          >
            {shown !== undefined && badgeCountText(shown)}
          </span>
        </span>
      </span>
      {t('row.messages', { count: entry.messages.length })}
    </ButtonBase>
  );
});

/**
 * One bought number, in a `NumberRows` list (number-rows.tsx holds its look): copyable phone,
 * service, country, price, time left, status, codes. The row reads the clock, which ticks once
 * a second; only its time line depends on it, so the rest is memoised on the entry and the actions (from the list, which does not tick) stay as they were:
 * a tick renders little (issue 17: a throttled phone felt every row rendered whole each second).
 */
export function NumberRow({ entry, actions }: Props) {
  const { t, i18n } = useTranslation('numbers');
  // null on the server and while hydrating: countdowns render on the client only.
  const now = useNow();
  const left = now === null ? null : msUntil(entry.expired_date, now);
  const lock =
    entry.type === 'activation' && entry.status === 'waiting' && now !== null
      ? msUntil(entry.cancel_available_at, now)
      : 0;

  return (
    <li className="number-row" aria-label={entry.phone}>
      <div className="number-row__main">
        <RowFacts entry={entry} />
        <p className="number-row__time">
          {left === null
            ? '\u00a0'
            : left > 0
              ? t('row.timeLeft', { time: formatCountdown(left, i18n.language) })
              : t('row.timeUp')}
          {lock > 0 && ` · ${t('row.cancelIn', { time: formatCountdown(lock, i18n.language) })}`}
        </p>
      </div>
      <RowCode entry={entry} />
      <div className="number-row__actions">
        <RowMessages entry={entry} />
        {actions}
      </div>
    </li>
  );
}
