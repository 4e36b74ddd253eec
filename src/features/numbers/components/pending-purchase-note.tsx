import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import type { PendingPurchase } from '@/state/pending-purchase';
import { usePendingPurchase } from '@/features/numbers/hooks/use-pending-purchase';
import { AlertBox } from '@/components/common/alert-box';

const NS = 'pending-purchase';

function useWhat() {
  const { t } = useTranslation(NS);
  const money = useMoney();
  return (p: PendingPurchase) => {
    const base = { service: p.serviceName, country: p.countryName, price: money(p.price) };
    if (p.kind === 'activation') return t('buy', base);
    const hours = p.period ?? 0;
    const period = hours % 24 === 0 ? t('days', { count: hours / 24 }) : t('hours', { count: hours });
    return t('rent', { ...base, period });
  };
}

/**
 * /top-up's word about "Top up $x and buy": what will be bought once the money arrives, with a
 * way to cancel it; the purchase itself is made by usePendingPurchase. Shows nothing when no
 * purchase is pending.
 */
export function PendingPurchaseNote() {
  const { t } = useTranslation(NS);
  const money = useMoney();
  const what = useWhat();
  const { state, buyNow, buyAtNewPrice, cancel, dismissExpired } = usePendingPurchase();

  if (state.step === 'none') return null;
  if (state.step === 'expired')
    return (
      <AlertBox
        severity="warning"
        action={
          <ButtonBase className="button button--inherit button--small" focusRipple onClick={dismissExpired}>
            {t('dismiss')}
          </ButtonBase>
        }
      >
        {t('expired')}
      </AlertBox>
    );

  const cancelButton = (
    <ButtonBase
      className="button button--inherit button--small"
      focusRipple
      onClick={cancel}
      disabled={state.step === 'buying'}
    >
      {t('cancel')}
    </ButtonBase>
  );

  if (state.step === 'price-rose')
    return (
      <AlertBox severity="warning" data-testid="pending-purchase" aria-live="polite">
        {t('priceRose', { was: money(state.purchase.price), price: money(state.price) })}
        <div className="alert-box__buttons">
          <ButtonBase className="button button--contained button--small" focusRipple onClick={buyAtNewPrice}>
            {t('buyAtNewPrice', { price: money(state.price) })}
          </ButtonBase>
          {cancelButton}
        </div>
      </AlertBox>
    );

  return (
    <AlertBox severity="info" data-testid="pending-purchase" aria-live="polite" action={cancelButton}>
      <strong>{what(state.purchase)}</strong>
      <br />
      {state.step === 'buying' ? t('buying') : state.covered ? t('covered') : t('waiting')}
      {state.step === 'waiting' && state.covered && (
        <div className="alert-box__buttons">
          <ButtonBase className="button button--contained button--small" focusRipple onClick={buyNow}>
            {t('buyNow')}
          </ButtonBase>
        </div>
      )}
    </AlertBox>
  );
}
