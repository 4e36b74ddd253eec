import { useCallback } from 'react';
import { useRouter } from 'next/router';
import { formatMoney } from '@/lib/money';
import { useCurrency } from './use-currency';

/** Formats minor units in the site currency and page locale; null (no offer) becomes "—". */
export function useMoney(): (minor: number | null | undefined) => string {
  const currency = useCurrency();
  const { locale } = useRouter();
  return useCallback((minor) => (minor == null ? '—' : formatMoney(minor, currency, locale)), [currency, locale]);
}
