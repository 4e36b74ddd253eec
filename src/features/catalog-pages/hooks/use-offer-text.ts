import { useCallback } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import { formatCount } from '@/lib/number-symbols';

/** Prices in the site currency and counts with the page language's digit grouping. */
export function useOfferText() {
  const { t } = useTranslation('catalog-pages');
  const { locale } = useRouter();
  const money = useMoney();
  const free = useCallback(
    (count: number) => (count > 0 ? t('free', { count, n: formatCount(count, locale) }) : t('soldOut')),
    [t, locale],
  );
  // No offer at all: a bare dash, not "from —".
  const from = useCallback(
    (minor: number | null) => (minor === null ? money(minor) : t('from', { price: money(minor) })),
    [t, money],
  );
  return { money, free, from, number: (n: number) => formatCount(n, locale) };
}
