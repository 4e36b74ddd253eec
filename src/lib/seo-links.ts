/** Canonical and hreflang URLs (spec §2): en has no prefix, other locales `/<locale>`. */
export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** The path part of asPath: no query, no hash, no trailing slash (except the root). */
export function cleanPath(asPath: string): string {
  const path = asPath.split(/[?#]/)[0] || '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function localizedUrl(origin: string, path: string, locale: string, defaultLocale: string): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const tail = path === '/' ? (prefix ? '' : '/') : path;
  return `${origin.replace(/\/$/, '')}${prefix}${tail}`;
}

export function seoLinks(opts: {
  origin: string;
  asPath: string;
  locale: string;
  locales: readonly string[];
  defaultLocale: string;
}): { canonical: string; alternates: AlternateLink[] } {
  const path = cleanPath(opts.asPath);
  const url = (l: string) => localizedUrl(opts.origin, path, l, opts.defaultLocale);
  return {
    canonical: url(opts.locale),
    alternates: [
      ...opts.locales.map((l) => ({ hrefLang: l, href: url(l) })),
      { hrefLang: 'x-default', href: url(opts.defaultLocale) },
    ],
  };
}
