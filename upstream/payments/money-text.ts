/**
 * Minor units as people read them, the way the web app shows money (architecture, "Money"):
 * two decimals, `$` before the amount for usd, `₽` after it for rub (after a no-break space, so
 * the sign never starts a line on its own), grouped per locale.
 * For the upstream's own texts: the demo payment page and notifications.
 */
export type Currency = 'usd' | 'rub';

/**
 * Where each currency's sign goes around the number. Also the pattern the refund notes fill in
 * SQL (refund-notice.ts), so a refund written by the database reads as one written here.
 */
export const currencyPlacement: Record<Currency, (digits: string) => string> = {
  usd: (digits) => `$${digits}`,
  rub: (digits) => `${digits}\u00a0₽`,
};

/** Two decimals, with the locale's marks and grouping (es groups from 10 000). */
export const decimalFormat = (locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function moneyText(minor: number, currency: Currency, locale = 'en'): string {
  const sign = minor < 0 ? '-' : '';
  return sign + currencyPlacement[currency](decimalFormat(locale).format(Math.abs(minor) / 100));
}
