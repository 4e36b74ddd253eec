/**
 * A country's English name from its ISO code ("de" → "Germany"), so that a search in any
 * language also finds a country by the name most people know it by ("Germany" on /de/country,
 * where the list says "Deutschland"). Intl's own data: nothing sent, nothing to translate.
 * Empty when the code is not a region Intl knows.
 */
let names: Intl.DisplayNames | null | undefined;
const cache = new Map<string, string>();

export function englishCountryName(iso: string): string {
  const known = cache.get(iso);
  if (known !== undefined) return known;
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
  }
  let name = '';
  try {
    name = names?.of(iso.toUpperCase()) ?? '';
  } catch {
    // Not a region code (RangeError): no English name.
  }
  cache.set(iso, name);
  return name;
}
