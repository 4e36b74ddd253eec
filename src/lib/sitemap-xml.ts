/**
 * sitemap.xml (sitemaps.org) with an hreflang alternate per locale for every URL, the way
 * Google documents localized versions: en has no prefix, other locales `/<locale>` (spec §2).
 */
export interface SitemapInput {
  origin: string;
  locales: readonly string[];
  defaultLocale: string;
  /** Unprefixed paths, each starting with `/`. */
  paths: readonly string[];
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function url(origin: string, path: string, locale: string, defaultLocale: string): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  // The home page of a prefixed locale is `/de`, not `/de/`: the form the canonical link uses.
  return `${origin.replace(/\/+$/, '')}${prefix}${path === '/' && prefix ? '' : path}`;
}

export function sitemapXml({ origin, locales, defaultLocale, paths }: SitemapInput): string {
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...locales.map((l) => [l, url(origin, path, l, defaultLocale)] as const),
      ['x-default', url(origin, path, defaultLocale, defaultLocale)] as const,
    ]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join('\n');
    return locales.map(
      (l) => `  <url>\n    <loc>${escapeXml(url(origin, path, l, defaultLocale))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
