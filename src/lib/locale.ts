/** Language selection (spec §2): the `language` cookie wins, else the browser's language. */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Best supported locale for an Accept-Language header, by quality then order. */
export function matchAcceptLanguage(header: string | null | undefined, locales: readonly string[]): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0] ?? '';
    const found = locales.find((l) => l === tag || l === base);
    if (found) return found;
  }
  return undefined;
}

/**
 * Where a request for an unprefixed (default-locale) page should go instead, or
 * undefined to serve it. Prefixed URLs are explicit and always served as asked.
 */
export function preferredLocale(
  cookie: string | undefined,
  acceptLanguage: string | null | undefined,
  locales: readonly string[],
): string | undefined {
  if (cookie && locales.includes(cookie)) return cookie;
  return matchAcceptLanguage(acceptLanguage, locales);
}
