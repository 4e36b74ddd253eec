import { numberFormat } from './intl-formats';

/**
 * How a language writes grouped numbers, as Intl writes them: the marks and the group sizes.
 *
 * Why (issue 17): the first `Intl.NumberFormat` of a page costs the browser 35–65 ms on these
 * machines (it loads the language's ICU data), 130–190 ms at a phone's 4× slower CPU, inside the
 * hydration of every page that shows a price or a count. The server reads these few marks from
 * its own Intl and sends them with the page (`BasePageProps.numberSymbols`); prices and counts
 * are then written from them on both sides, so the browser builds no formatter and the server's
 * text and the browser's are the same by construction. A language whose numbers these marks
 * cannot reproduce (checked against Intl as they are read) keeps Intl.
 */
export interface NumberSymbols {
  locale: string;
  decimal: string;
  group: string;
  minus: string;
  /** Digits in the group nearest the decimal mark (3), and in the others (3; 2 in en-IN). */
  primary: number;
  secondary: number;
  /** The fewest digits in front of the first group mark for it to be written (2 in es: 1234 but 12.345). */
  minGrouping: number;
}

function group(digits: string, s: NumberSymbols): string {
  if (digits.length < s.primary + s.minGrouping) return digits;
  const groups = [digits.slice(-s.primary)];
  let rest = digits.slice(0, -s.primary);
  while (rest.length > s.secondary) {
    groups.unshift(rest.slice(-s.secondary));
    rest = rest.slice(0, -s.secondary);
  }
  if (rest) groups.unshift(rest);
  return groups.join(s.group);
}

/** A whole number (a count) with the language's grouping. */
export function writeInteger(value: number, s: NumberSymbols): string {
  const digits = String(Math.abs(value));
  return `${value < 0 ? s.minus : ''}${group(digits, s)}`;
}

/** Whole cents as an amount with two decimals (1234550 → "12,345.50"), without a sign. */
export function writeCents(cents: number, s: NumberSymbols): string {
  const whole = Math.floor(cents / 100);
  return `${group(String(whole), s)}${s.decimal}${String(cents % 100).padStart(2, '0')}`;
}

/** Per language: the marks the server read (src/bff/ssr/read-number-symbols.ts) and sent with the page. */
const known = new Map<string, NumberSymbols>();

/** Takes the marks the server read or sent with the page, so this browser need not build a formatter. */
export function registerNumberSymbols(symbols: NumberSymbols | undefined): void {
  if (symbols) known.set(symbols.locale, symbols);
}

/** The marks of `locale`, when the server has read or sent them; otherwise numbers go through Intl. */
export function numberSymbols(locale: string): NumberSymbols | undefined {
  return known.get(locale);
}

/** A count in the page's language ("12,345"); a fraction or an unusual language goes through Intl. */
export function formatCount(value: number, locale = 'en'): string {
  const symbols = Number.isSafeInteger(value) ? numberSymbols(locale) : undefined;
  return symbols ? writeInteger(value, symbols) : numberFormat(locale).format(value);
}
