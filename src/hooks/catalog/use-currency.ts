import type { Currency } from '@/lib/money';
import { useUser } from '@/hooks/use-user';

/**
 * The currency amounts are shown in: the signed-in user's, else the upstream's default
 * (accounts are created in usd). Site settings (spec §3) will take over for guests once a
 * settings hook exists.
 */
export function useCurrency(): Currency {
  const { data } = useUser();
  return data?.currency ?? 'usd';
}
