import type { PurchaseIntent } from '@/features/numbers/components/top-up-to-buy';
import { useShortfall } from './use-shortfall';

interface Options {
  /** Guests keep Buy (it asks for sign-in). */
  signedIn: boolean;
  /** What Buy would buy, at the price shown; null while the price loads. */
  intent: PurchaseIntent | null;
  labelKey: 'buy.topUpToBuy' | 'rent.topUpToRent';
  onNavigate?(): void;
}

/** "Top up $x and buy" in place of Buy: what the price card and the phone's buy bar both show. */
export interface TopUpOffer {
  /** Minor units to top up. */
  amount: number;
  balance: number;
  price: number;
  labelKey: Options['labelKey'];
  intent: PurchaseIntent;
  onNavigate?(): void;
}

/**
 * The one shortfall guard of the activation and rent price cards: when the signed-in user's
 * balance is short of the price shown, the card's Buy gives way to "Top up $x and buy", which
 * remembers the purchase for /top-up to finish. Null when Buy stays. Data, not markup, so the
 * card and the phone's sticky bar render the same offer each in its own size.
 */
export function useTopUpInstead({ signedIn, intent, labelKey, onNavigate }: Options): TopUpOffer | null {
  const { shortfall, balance } = useShortfall(signedIn ? (intent?.price ?? null) : null);
  if (shortfall === null || balance === null || !intent) return null;
  return { amount: shortfall, balance, price: intent.price, labelKey, intent, onNavigate };
}
