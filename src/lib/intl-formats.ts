/**
 * One Intl formatter per language and options for the page's life. Building a formatter is
 * the costly part of formatting (a browser's first one for a language loads its ICU data):
 * the home page's catalogue built one per price, 49 ms of a hydration task under a phone's
 * 4× slower CPU (issue 17's profile), and the document dates one per card.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string | undefined, options: object | undefined, make: () => F): F {
  const key = `${locale ?? ''}|${options ? JSON.stringify(options) : ''}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string | undefined, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string | undefined, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
