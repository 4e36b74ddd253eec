/**
 * Minor units as people read them, the way the web app shows money (architecture, "Money"):
 * two decimals, `$` before the amount for usd, `₽` after it for rub, grouped per locale.
 * For the upstream's own texts: the demo payment page and notifications.
 */
export type Currency = 'usd' | 'rub';

export function moneyText(minor: number, currency: Currency, locale = 'en'): string {
  const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(minor) / 100,
  );
  const sign = minor < 0 ? '-' : '';
  return currency === 'usd' ? `${sign}$${digits}` : `${sign}${digits} ₽`;
}
