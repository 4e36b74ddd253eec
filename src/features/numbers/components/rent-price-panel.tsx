import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { DEFAULT_RENT_PERIOD, RENT_PERIODS } from '@contracts/number-limits';
import { useRentPrice } from '@/features/numbers/hooks/use-rent-price';
import { useMoney } from '@/hooks/use-money';
import { useBuyNumber } from '@/features/numbers/hooks/use-buy-number';
import { OperatorSelect } from '@/features/numbers/components/operator-select';
import { PriceCard } from '@/features/numbers/components/price-card';
import { ChoosePrompt } from './choose-prompt';
import { useConfirmedPurchase } from '../hooks/use-confirmed-purchase';
import type { Chosen } from '@/features/numbers/components/price-panel';
import { formatExpiry } from './expiry-text';
import { PeriodLabel, periodText } from './period-label';
import { PriceDiscount } from './price-discount';
import { useTopUpInstead } from '@/features/numbers/hooks/use-top-up-instead';
import { useModals } from '@/state/modals';

interface Props {
  service: Chosen | null;
  country: Chosen | null;
  signedIn: boolean;
  /** On a phone, the choice, price and Buy also sit in a bar pinned to the screen's bottom. */
  stickyBar?: boolean;
}

/** Rent price for a period (default 24 h) and operator, with the price of every period. */
export function RentPricePanel({ service, country, signedIn, stickyBar }: Props) {
  const { t, i18n } = useTranslation('numbers');
  const money = useMoney();
  const modals = useModals();
  const [period, setPeriod] = useState<number>(DEFAULT_RENT_PERIOD);
  const [operatorId, setOperatorId] = useState<number | null>(null);
  const [soldOutFor, setSoldOutFor] = useState<string | null>(null);
  const choiceKey = `${period}:${operatorId}`;
  const {
    data,
    isLoading,
    error,
    mutate: refreshPrice,
  } = useRentPrice({
    serviceId: service?.id ?? null,
    countryId: country?.id ?? null,
    operatorId,
    period,
  });
  const { buy, pending } = useBuyNumber('rent', {
    // The one notice path shows it, in place of the server's plain "Number rented".
    confirmation: (entry) => t('rent.rentedUntil', { date: formatExpiry(entry.expired_date, i18n.language) }),
  });
  const shownPrice = data?.data.price ?? null;
  const topUp = useTopUpInstead({
    signedIn,
    intent:
      service && country && shownPrice !== null
        ? {
            kind: 'rent',
            serviceId: service.id,
            countryId: country.id,
            operatorId,
            period,
            price: shownPrice,
            serviceName: service.name,
            countryName: country.name,
          }
        : null,
    labelKey: 'rent.topUpToRent',
  });

  const { onBuy, dialog } = useConfirmedPurchase({
    signedIn,
    names: service && country ? { service: service.name, country: country.name, period: periodText(t, period) } : null,
    answer: data,
    refreshPrice,
    titleKey: 'buy.confirmRentTitle',
    purchase: async (maxPrice) => {
      if (!service || !country) return;
      const outcome = await buy({ serviceId: service.id, countryId: country.id, operatorId, period, maxPrice });
      if (outcome.status === 'no-numbers') setSoldOutFor(choiceKey);
      // The new rental's row is below the catalogue (on a phone, far out of sight): the dialog
      // shows it, its receipt and its code as it arrives.
      if (outcome.status === 'bought') modals.open('rent');
      return outcome;
    },
  });

  if (!service || !country) return <ChoosePrompt />;
  const quote = data?.data ?? { price: null };
  const price = quote.price;
  const count = data?.data.count ?? 0;
  const level = data?.data ?? {};
  const periods: { period: number; price: number | null; list_price?: number | null; discount?: number | null }[] =
    data?.data.periods ?? RENT_PERIODS.map((p) => ({ period: p, price: null }));

  const controls = (
    <>
      <TextField
        select
        size="small"
        label={t('rent.period')}
        value={period}
        onChange={(e) => setPeriod(Number(e.target.value))}
      >
        {periods.map((p) => (
          <MenuItem key={p.period} value={p.period}>
            <PeriodLabel hours={p.period} />
            {p.price !== null && (
              <>
                {` — ${money(p.price)} `}
                {/* The level is named once, beside the chosen period's price. */}
                <PriceDiscount quote={p} level={level} money={money} hideLevel />
              </>
            )}
          </MenuItem>
        ))}
      </TextField>
      <OperatorSelect
        operators={data?.data.operators ?? []}
        value={operatorId}
        onChange={setOperatorId}
        money={money}
      />
    </>
  );
  return (
    <>
      <PriceCard
        title={`${service.name} · ${country.name}`}
        controls={controls}
        price={money(price)}
        discount={<PriceDiscount quote={quote} level={level} money={money} />}
        count={count}
        loaded={data !== undefined}
        loading={isLoading}
        failed={Boolean(error)}
        soldOut={soldOutFor === choiceKey || (data !== undefined && count === 0)}
        pending={pending}
        buyLabel={t('rent.buy')}
        onBuy={onBuy}
        topUp={topUp}
        stickyBar={stickyBar}
        barDetail={<PeriodLabel hours={period} />}
      />
      {dialog}
    </>
  );
}
