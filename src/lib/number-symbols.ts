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

const MONEY = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

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

/** Integers the marks are checked on: every grouping case up to 10^15, and both signs. */
const INTEGER_SAMPLES = [0, 7, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1234567890123456, -1, -1234];
const CENT_SAMPLES = [0, 5, 99, 100, 123456, 1234599, 123456789012];

/**
 * The marks of `locale` read from Intl, or null when they do not reproduce Intl's own output for
 * every sample (a language with other digits, or a grouping this does not model).
 */
export function readNumberSymbols(locale: string): NumberSymbols | null {
  try {
    const parts = numberFormat(locale).formatToParts(-1234567890.5);
    const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value);
    const mark = (type: string) => parts.find((p) => p.type === type)?.value;
    const decimal = mark('decimal');
    const minus = mark('minusSign');
    if (!decimal || !minus || integers.length < 3) return null;
    const primary = integers.at(-1)!.length;
    const symbols: NumberSymbols = {
      locale,
      decimal,
      minus,
      group: mark('group') ?? '',
      primary,
      secondary: integers.at(-2)!.length,
      minGrouping: numberFormat(locale).format(10 ** primary).length === primary + 1 ? 2 : 1,
    };
    const integersMatch = INTEGER_SAMPLES.every((n) => writeInteger(n, symbols) === numberFormat(locale).format(n));
    const money = numberFormat(locale, MONEY);
    const centsMatch = CENT_SAMPLES.every((c) => writeCents(c, symbols) === money.format(c / 100));
    return integersMatch && centsMatch ? symbols : null;
  } catch {
    return null;
  }
}

/** Per language: the server's marks (registered from the page's props) or the ones read here. */
const known = new Map<string, NumberSymbols | null>();

/** Takes the marks the server sent with the page, so this browser need not build a formatter. */
export function registerNumberSymbols(symbols: NumberSymbols | undefined): void {
  if (symbols && !known.has(symbols.locale)) known.set(symbols.locale, symbols);
}

/** The marks of `locale`: registered, or read from Intl once (null: write with Intl itself). */
export function numberSymbols(locale: string): NumberSymbols | null {
  if (!known.has(locale)) known.set(locale, readNumberSymbols(locale));
  return known.get(locale)!;
}

/** A count in the page's language ("12,345"); a fraction or an unusual language goes through Intl. */
export function formatCount(value: number, locale = 'en'): string {
  const symbols = Number.isSafeInteger(value) ? numberSymbols(locale) : null;
  return symbols ? writeInteger(value, symbols) : numberFormat(locale).format(value);
}
