import { numberFormat } from './intl-formats';
import { numberSymbols } from './number-symbols';

/*
 * Number forms a few pages need (loyalty, referral, top-up), apart from number-symbols.ts, which
 * the money in every page's header needs: what only some pages use stays out of the shared chunk.
 */

/** A percentage in the page's language ("5%", "5 %" in French and German, "12,5 %"); `percent` is 0–100. */
export function formatPercent(percent: number, locale = 'en'): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** The decimal mark of `locale` ("." in English, "," in German): the server's, else Intl's. */
export function decimalMark(locale: string): string {
  const mark = numberSymbols(locale)?.decimal;
  return (
    mark ??
    numberFormat(locale)
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ??
    '.'
  );
}
