import { Link } from '@/components/common/app-link';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { formatMoney } from '@/lib/money';
import { reachGoal } from '@/lib/analytics';
import type { SessionUser } from '@/state/ssr-user';
import { HeaderIcon } from './header-icon';

/** The balance (to the statement) and its top-up plus, in the header's styles. */
export function BalanceButton({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  const amount = formatMoney(user.balance, user.currency, locale);
  return (
    <div className="app-header__balance">
      <ButtonBase
        focusRipple
        component={Link}
        href="/history"
        className="app-header__button app-header__balance-link"
        aria-label={t('header.balanceAmount', { amount })}
      >
        <span className="app-header__balance-label">{t('header.balance')}</span>
        <span className="app-header__balance-amount">{amount}</span>
      </ButtonBase>
      <ButtonBase
        centerRipple
        focusRipple
        component={Link}
        href="/top-up"
        className="app-header__icon-button app-header__icon-button--small app-header__icon-button--primary app-header__top-up"
        aria-label={t('header.topUp')}
        onClick={() => reachGoal('balance_topup_click')}
      >
        <HeaderIcon name="add" small />
      </ButtonBase>
    </div>
  );
}
