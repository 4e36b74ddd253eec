import { useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Placeholder } from '@/components/common/placeholder';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { DEFAULT_RENT_PERIOD } from '@contracts/number-limits';
import { useExtendPrice } from '@/features/numbers/hooks/use-extend-price';
import { useNumberAction } from '@/features/numbers/hooks/use-number-action';
import { useNumberCacheWrites } from '@/features/numbers/hooks/number-cache-writes';
import { useMoney } from '@/hooks/use-money';
import { createIntentKeys } from '@/lib/idempotency';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useModals } from '@/state/modals';
import { formatExpiry } from './expiry-text';
import { PeriodLabel } from './period-label';
import { levelLabel, listPriceOf, PriceDiscount } from './price-discount';
import { ShortfallNote, TopUpLink } from './top-up-to-buy';
import { useShortfall } from '@/features/numbers/hooks/use-shortfall';

/**
 * Extend rent (spec §2): the price and resulting expiry for each period; the new expiry is
 * shown in the list at once (spec §4 "extended locally") and then replaced by the server's.
 */
export default function ExtendDialog({ id }: { id: number }) {
  const { t, i18n } = useTranslation('numbers');
  const modals = useModals();
  const money = useMoney();
  const { data, error, isLoading, mutate: refreshPrices } = useExtendPrice(id);
  const run = useNumberAction('rent');
  const cache = useNumberCacheWrites();
  const [period, setPeriod] = useState<number>(DEFAULT_RENT_PERIOD);
  const [busy, setBusy] = useState(false);
  // One key per period for as long as the dialog is open: a retry after a lost answer extends
  // once (the upstream answers it with the rental as it stands). It closes after an extension.
  const keys = useRef(createIntentKeys());
  const chosen = data?.data.periods.find((p) => p.period === period);
  const { shortfall, balance } = useShortfall(chosen?.price);
  const noteId = useId();
  // Mounted only while shown: open for as long as it lives.
  const dialog = useFocusReturn(true);

  const extend = async () => {
    if (!chosen) return;
    setBusy(true);
    const previous = data?.data.expired_date;
    await cache.replace('rent', { id, expired_date: chosen.expired_date });
    const entry = await run(
      id,
      'extend',
      // The price shown is the most it charges: a price raised since is refused (PRICE_CHANGED).
      { period, idempotency_key: keys.current.keyFor(String(period)), max_price: chosen.price },
      { confirmation: (e) => t('rent.extendedUntil', { date: formatExpiry(e.expired_date, i18n.language) }) },
    );
    if (!entry && previous) await cache.replace('rent', { id, expired_date: previous });
    setBusy(false);
    // Refused (a price raised since, among others): show the prices as they are now.
    if (!entry) return void refreshPrices();
    modals.hideExtend();
  };

  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const level = data?.data ?? {};
  const named = data?.data.periods.some((p) => listPriceOf(p) !== null) ? levelLabel(t, level) : null;
  return (
    <Dialog ref={dialog} open onClose={modals.hideExtend} fullWidth maxWidth="xs" aria-labelledby="extend-title">
      <DialogTitle id="extend-title">{t('rent.extendTitle')}</DialogTitle>
      <DialogContent>
        {error ? (
          <Typography role="alert" color="error">
            {t('price.loadFailed')}
          </Typography>
        ) : isLoading || !data ? (
          <Placeholder height={120} />
        ) : (
          <>
            <Typography variant="body2" color="textSecondary" gutterBottom>
              {t('rent.expiresAt', { date: when(data.data.expired_date) })}
            </Typography>
            {named && (
              <Typography variant="body2" color="success" gutterBottom>
                {t('price.levelApplied', { level: named })}
              </Typography>
            )}
            <RadioGroup
              value={String(period)}
              onChange={(e) => setPeriod(Number(e.target.value))}
              aria-label={t('rent.period')}
            >
              {data.data.periods.map((p) => (
                <FormControlLabel
                  key={p.period}
                  value={String(p.period)}
                  control={<Radio />}
                  label={
                    <span>
                      <PeriodLabel hours={p.period} /> — {money(p.price)}{' '}
                      <PriceDiscount quote={p} level={level} money={money} hideLevel />{' '}
                      <Typography component="span" variant="caption" color="textSecondary">
                        {t('rent.until', { date: when(p.expired_date) })}
                      </Typography>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
            {shortfall !== null && balance !== null && chosen && (
              <ShortfallNote id={noteId} balance={balance} price={chosen.price} />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={modals.hideExtend}>{t('actions.back')}</Button>
        {shortfall !== null ? (
          <TopUpLink
            amount={shortfall}
            labelKey="rent.topUpToExtend"
            describedBy={noteId}
            onNavigate={modals.hideExtend}
          />
        ) : (
          <Button variant="contained" disabled={!chosen || busy} onClick={() => void extend()}>
            {chosen ? t('rent.extendFor', { price: money(chosen.price) }) : t('rent.extend')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
