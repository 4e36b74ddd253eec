import { numberFormat } from './intl-formats';
import { numberSymbols, writeCents } from './number-symbols';

export type Currency = 'rub' | 'usd';

/** Rounds to 2 decimals without binary-float drift (1.005 -> 1.01). */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

const MONEY_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** Minor units (kopecks, cents) to a display string with the currency sign placed per spec §9. */
export function formatMoney(minor: number, currency: Currency, locale = 'en'): string {
  const cents = Math.round(roundMoney(Math.abs(minor) / 100) * 100);
  // Written from the language's marks, not with an Intl formatter: see number-symbols.ts.
  const symbols = Number.isSafeInteger(cents) ? numberSymbols(locale) : null;
  const amount = symbols ? writeCents(cents, symbols) : numberFormat(locale, MONEY_DIGITS).format(cents / 100);
  // Minor units are whole: a negative amount is at least one cent. It reads "-$1.00", not "$-1.00".
  const sign = minor < 0 ? '-' : '';
  // A no-break space: "₽" never starts a line of its own under a wrapped amount.
  return currency === 'usd' ? `${sign}$${amount}` : `${sign}${amount}\u00A0₽`;
}
