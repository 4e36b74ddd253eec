import type { Locale } from '../server/client-headers';

const regionNames = new Map<Locale, { names: Intl.DisplayNames; unknown: string | undefined }>();
const collators = new Map<Locale, Intl.Collator>();

/**
 * A country's name in the reader's language: the catalogue keeps one (English) name per
 * country, the other languages come from CLDR through Intl (Node ships full ICU), so a new
 * country needs no translation rows. A code CLDR does not know keeps the catalogue's name.
 */
export function countryName(iso: string, english: string, locale: Locale): string {
  if (locale === 'en') return english;
  let region = regionNames.get(locale);
  if (!region) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    // CLDR's name for ZZ ("Unknown Region") is what a code it does not know may come back as.
    region = { names, unknown: names.of('ZZ') };
    regionNames.set(locale, region);
  }
  try {
    const name = region.names.of(iso.toUpperCase());
    return name && name !== region.unknown ? name : english;
  } catch {
    return english;
  }
}

/** Alphabetical order as readers of that language expect it (Ä with A in German, Ё with Е…). */
export function nameOrder(locale: Locale): (a: string, b: string) => number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator.compare;
}

/** Lower case without accents, so "mexico" finds "México" and "turkiye" finds "Türkiye". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Whether every word of a search is part of one of the names. A country is found by its
 * name in the reader's language and by its English name (or code) alike.
 */
export function matchesSearch(search: string | undefined, names: string[]): boolean {
  const words = fold(search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = names.map(fold);
  return words.every((w) => haystack.some((n) => n.includes(w)));
}
