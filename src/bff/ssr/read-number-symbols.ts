import { numberFormat } from '@/lib/intl-formats';
import { type NumberSymbols, registerNumberSymbols, writeCents, writeInteger } from '@/lib/number-symbols';

const MONEY = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

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

const read = new Map<string, NumberSymbols | null>();

/**
 * The server's side: the marks of `locale`, read once, and registered so that the server's own
 * render writes numbers from them as the browser will (number-symbols.ts).
 */
export function numberSymbolsFor(locale: string): NumberSymbols | null {
  if (!read.has(locale)) {
    const symbols = readNumberSymbols(locale);
    read.set(locale, symbols);
    registerNumberSymbols(symbols ?? undefined);
  }
  return read.get(locale)!;
}
