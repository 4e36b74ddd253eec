/**
 * One Intl formatter per language and options for the page's life: building one is the costly
 * part of formatting, and the catalogue built one per price, the lists one per row's date. The
 * first of a language costs most (the browser loads its ICU data: 50–60 ms of the home page's
 * hydration under a phone's 4× slower CPU, issue 17's profile); the cache saves the others.
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
