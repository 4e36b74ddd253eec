import type { ReactNode } from 'react';
import { TopUpInstead, type PurchaseIntent } from '@/features/numbers/components/top-up-to-buy';
import { useShortfall } from './use-shortfall';

interface Options {
  /** Guests keep Buy (it asks for sign-in). */
  signedIn: boolean;
  /** What Buy would buy, at the price shown; null while the price loads. */
  intent: PurchaseIntent | null;
  labelKey: 'buy.topUpToBuy' | 'rent.topUpToRent';
  onNavigate?(): void;
}

/**
 * The one shortfall guard of the activation and rent price cards: when the signed-in user's
 * balance is short of the price shown, the card's Buy gives way to "Top up $x and buy", which
 * remembers the purchase for /top-up to finish. Null when Buy stays.
 */
export function useTopUpInstead({ signedIn, intent, labelKey, onNavigate }: Options): ReactNode {
  const { shortfall, balance } = useShortfall(signedIn ? (intent?.price ?? null) : null);
  if (shortfall === null || balance === null || !intent) return null;
  return (
    <TopUpInstead
      amount={shortfall}
      balance={balance}
      price={intent.price}
      labelKey={labelKey}
      intent={intent}
      onNavigate={onNavigate}
    />
  );
}
