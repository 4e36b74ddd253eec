import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { TopUpCode } from '@contracts/payments';
import { useNow } from '@/hooks/use-now';
import { useMoney } from '@/hooks/use-money';
import { formatCountdown, msUntil } from '@/lib/countdown';
import type { PaymentSystemView } from '@/features/payments/hooks/use-payments';
import { SystemIcon } from './system-icon';
import { buttonStyles } from '@/styles/button-styles';
import { outlinedPaperStyles } from '@/styles/paper-styles';

/**
 * The section, its title and each payment's card, texts and button as Material's Typography,
 * Stack, Paper and Button drew them, by one styled element (issue 17).
 */
const Section = styled('section')(({ theme }) => {
  const { palette, typography } = theme;
  return {
    ...buttonStyles(theme),
    '& .active-payments__title': { ...typography.h6, margin: '0 0 0.35em' },
    '& .active-payments__empty': { ...typography.body1, margin: 0, color: palette.text.secondary },
    '& .active-payments__list': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1),
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
    '& .active-payments__item': { ...outlinedPaperStyles(theme), padding: theme.spacing(1.5) },
    '& .active-payments__row': {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: theme.spacing(1.5),
      rowGap: theme.spacing(1),
    },
    '& .active-payments__text': { flex: 1, minWidth: 0 },
    '& .active-payments__amount': { ...typography.body1, margin: 0, fontWeight: 600 },
    '& .active-payments__id': {
      ...typography.body2,
      margin: 0,
      color: palette.text.secondary,
      wordBreak: 'break-all',
    },
  };
});

interface Props {
  payments: TopUpCode[];
  systems: Record<string, PaymentSystemView>;
  openId: string | null;
  onOpen(code: TopUpCode): void;
}

/** " · expires in 12:34" (or " · expired") of one payment: the one part of a row the clock changes. */
function ExpiresIn({ at }: { at: string }) {
  const { t, i18n } = useTranslation('payments');
  const now = useNow();
  if (now === null) return null;
  const left = msUntil(at, now);
  return (
    <>{` · ${left === 0 ? t('code.expired') : t('active.expiresIn', { time: formatCountdown(left, i18n.language) })}`}</>
  );
}

/**
 * Pending top-ups not yet paid or expired; each can be reopened as its code form. Only each
 * row's expiry text follows the clock, so a tick does not render the list.
 */
export function ActivePayments({ payments, systems, openId, onOpen }: Props) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  return (
    <Section aria-labelledby="active-payments-title">
      <h2 id="active-payments-title" className="active-payments__title">
        {t('active.title')}
      </h2>
      {payments.length === 0 ? (
        <p className="active-payments__empty">{t('active.empty')}</p>
      ) : (
        <ul className="active-payments__list" aria-label={t('active.title')}>
          {payments.map((p) => {
            const system = systems[p.system];
            const open = openId === p.transaction_id;
            return (
              <li key={p.transaction_id} className="active-payments__item">
                <div className="active-payments__row">
                  {system && <SystemIcon icon={system.icon} name={system.name} />}
                  <div className="active-payments__text">
                    <p className="active-payments__amount">
                      {money(p.amount)} · {system?.name ?? p.system}
                      {p.crypto && ` · ${p.crypto.amount} ${p.crypto.currency}`}
                    </p>
                    <p className="active-payments__id">
                      {p.transaction_id}
                      <ExpiresIn at={p.expired_at} />
                    </p>
                  </div>
                  <ButtonBase
                    className={`button button--small ${open ? 'button--contained' : 'button--outlined'}`}
                    focusRipple
                    onClick={() => onOpen(p)}
                    aria-label={t('active.openLabel', { id: p.transaction_id })}
                  >
                    {t('active.open')}
                  </ButtonBase>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
