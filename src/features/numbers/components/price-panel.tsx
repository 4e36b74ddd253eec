import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { usePrice } from '@/features/numbers/hooks/use-price';
import { useMoney } from '@/hooks/use-money';
import { useBuyNumber } from '@/features/numbers/hooks/use-buy-number';
import { useModals } from '@/state/modals';
import { OperatorSelect } from './operator-select';
import { PriceCard } from './price-card';
import { ChoosePrompt } from './choose-prompt';
import { PriceDiscount } from './price-discount';
import { useTopUpInstead } from '@/features/numbers/hooks/use-top-up-instead';
import { useConfirmedPurchase } from '../hooks/use-confirmed-purchase';

export interface Chosen {
  id: number;
  name: string;
}

interface Props {
  service: Chosen | null;
  country: Chosen | null;
  signedIn: boolean;
  /** On a phone, the choice, price and Buy also sit in a bar pinned to the screen's bottom. */
  stickyBar?: boolean;
}

/**
 * Price, free numbers and operator choice for the chosen pair, and the buy button. The parent
 * gives it a key per service × country, so a new pair starts with a fresh operator choice.
 */
export function PricePanel({ service, country, signedIn, stickyBar }: Props) {
  const { t } = useTranslation('numbers');
  const money = useMoney();
  const modals = useModals();
  const [operatorId, setOperatorId] = useState<number | null>(null);
  // The operator choice whose purchase answered NO_NUMBERS; another choice may have numbers.
  const [soldOutFor, setSoldOutFor] = useState<number | null | undefined>(undefined);
  const {
    data,
    isLoading,
    error,
    mutate: refreshPrice,
  } = usePrice({
    serviceId: service?.id ?? null,
    countryId: country?.id ?? null,
    operatorId,
  });
  const { buy, pending } = useBuyNumber('activation');
  const shownPrice = data?.data.price ?? null;
  const topUp = useTopUpInstead({
    signedIn,
    intent:
      service && country && shownPrice !== null
        ? {
            kind: 'activation',
            serviceId: service.id,
            countryId: country.id,
            operatorId,
            period: null,
            price: shownPrice,
            serviceName: service.name,
            countryName: country.name,
          }
        : null,
    labelKey: 'buy.topUpToBuy',
    onNavigate: () => modals.close('fastNumber'),
  });

  const { onBuy, dialog } = useConfirmedPurchase({
    signedIn,
    names: service && country ? { service: service.name, country: country.name } : null,
    answer: data,
    refreshPrice,
    titleKey: 'buy.confirmTitle',
    purchase: async (maxPrice) => {
      if (!service || !country) return;
      const outcome = await buy({ serviceId: service.id, countryId: country.id, operatorId, maxPrice });
      if (outcome.status === 'no-numbers') setSoldOutFor(operatorId);
      if (outcome.status === 'bought') {
        // Bought from the fast-number dialog: the activation dialog takes its place.
        modals.close('fastNumber');
        modals.open('activation');
      }
      return outcome;
    },
  });

  if (!service || !country) return <ChoosePrompt />;
  const quote = data?.data ?? { price: null };
  const price = quote.price;
  const count = data?.data.count ?? 0;
  const level = data?.data ?? {};

  return (
    <>
      <PriceCard
        title={`${service.name} · ${country.name}`}
        controls={
          <OperatorSelect
            operators={data?.data.operators ?? []}
            value={operatorId}
            onChange={setOperatorId}
            money={money}
          />
        }
        price={money(price)}
        discount={<PriceDiscount quote={quote} level={level} money={money} />}
        count={count}
        loaded={data !== undefined}
        loading={isLoading}
        failed={Boolean(error)}
        soldOut={soldOutFor === operatorId || (data !== undefined && count === 0)}
        pending={pending}
        buyLabel={t('buy.button')}
        onBuy={onBuy}
        topUp={topUp}
        stickyBar={stickyBar}
      />
      {dialog}
    </>
  );
}
