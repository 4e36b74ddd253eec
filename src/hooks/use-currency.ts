import type { Currency } from '@/lib/money';
import { useUser } from '@/hooks/use-user';
import { useConfig } from '@/state/page-config';

/**
 * The currency amounts are shown in: the signed-in user's, else the site currency from the
 * upstream's settings (spec §3), which the server put in the page config so the first
 * paint of a guest's prices is already right.
 */
export function useCurrency(): Currency {
  const { data } = useUser();
  const { currency } = useConfig();
  return data?.currency ?? currency;
}
