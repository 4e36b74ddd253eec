export type Currency = 'rub' | 'usd';

/** Rounds to 2 decimals without binary-float drift (1.005 -> 1.01). */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Minor units (kopecks, cents) to a display string with the currency sign placed per spec §9. */
export function formatMoney(minor: number, currency: Currency, locale = 'en'): string {
  const amount = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(roundMoney(minor / 100));
  return currency === 'usd' ? `$${amount}` : `${amount} ₽`;
}
