import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import { useSignInFirst } from '@/hooks/use-sign-in-first';
import { confirmationText, type PriceLevel, type PurchaseNames, type Quote } from '../components/price-discount';
import type { NumberKind } from '@/lib/number-cache';
import { useConfirmStep } from './use-confirm-step';
import type { BuyOutcome } from './use-buy-number';

/** What a price route answers: the quote for the chosen pair, at the buyer's loyalty level. */
type PricedAnswer = { data: Quote & PriceLevel } | undefined;

interface Options<A extends PricedAnswer> {
  signedIn: boolean;
  /** The chosen pair's names (and a rental's period); null while nothing is chosen. */
  names: PurchaseNames | null;
  /** The price the user is shown now. */
  answer: A;
  /** Reads the price again (SWR's mutate): after sign-in it is the user's own price. */
  refreshPrice: () => Promise<A>;
  /** The confirm dialog's title key in the numbers namespace. */
  titleKey: 'buy.confirmTitle' | 'buy.confirmRentTitle';
  /** The purchase itself, once confirmed, at most at the price confirmed. */
  purchase: (maxPrice: number | null) => Promise<BuyOutcome<NumberKind> | undefined>;
}

/**
 * Buy with a confirmation (spec §5), for the activation and rental price cards alike: the
 * confirm dialog names the pair and the price shown, with its discount; a guest signs in first,
 * and then the confirmation opens at their own price (a loyalty level may lower it), read
 * again for them, and is asked even if their confirmations are off (they have not seen it).
 * The price confirmed is the purchase's cap: a price raised since asks again at the new one.
 */
export function useConfirmedPurchase<A extends PricedAnswer>(options: Options<A>) {
  const { signedIn, names, answer, refreshPrice, titleKey, purchase } = options;
  const { t } = useTranslation('numbers');
  const money = useMoney();
  const { confirm, dialog } = useConfirmStep();

  const confirmThenPurchase = async (at: A, always = false) => {
    if (!names) return;
    const quote = at?.data ?? { price: null };
    const text = confirmationText(t, money, names, quote, quote);
    if (!(await confirm({ title: t(titleKey), text, confirmLabel: t('buy.confirm'), always }))) return;
    // Dearer than confirmed: nothing was charged; ask again at the price now, even with
    // confirmations off (the user has not seen it).
    if ((await purchase(quote.price))?.status !== 'price-changed') return;
    const fresh = await refreshPrice();
    if (fresh) await confirmThenPurchase(fresh, true);
  };
  const signInFirst = useSignInFirst(signedIn, async () => {
    const fresh = await refreshPrice();
    if (fresh) await confirmThenPurchase(fresh, true);
  });

  const onBuy = () => (signedIn ? void confirmThenPurchase(answer) : signInFirst());
  return { onBuy, dialog };
}
