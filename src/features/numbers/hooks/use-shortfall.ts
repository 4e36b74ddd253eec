import { useUser } from '@/hooks/use-user';

/**
 * The smallest top-up the payment systems take, minor units ($1 / 1 ₽): a shortfall of a few
 * cents is offered as this, so the top-up page never refuses the amount it was sent with.
 */
export const TOP_UP_MINIMUM = 100;

/** How much to top up before `price` can be paid from `balance`; null when the balance covers it. */
export function shortfallOf(balance: number, price: number | null | undefined): number | null {
  if (price == null || balance >= price) return null;
  return Math.max(price - balance, TOP_UP_MINIMUM);
}

/**
 * The signed-in user's shortfall for `price`, from the user SWR data (the header balance).
 * Guests and a user still loading get null: they keep the usual Buy button (login for a guest).
 */
export function useShortfall(price: number | null | undefined): { shortfall: number | null; balance: number | null } {
  const { data: user } = useUser();
  if (!user) return { shortfall: null, balance: null };
  return { shortfall: shortfallOf(user.balance, price), balance: user.balance };
}
