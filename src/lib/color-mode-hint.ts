/**
 * The system's mode as the request states it (the `Sec-CH-Prefers-Color-Scheme` client hint).
 * Chromium-based browsers send it on every request after a site's first answer asked for it
 * (`Accept-CH`, next.config.ts): a page then paints in the system's current mode, also after the
 * phone turned dark since the cookie was last written, and with cookies blocked. The first page
 * of a first visit, and other browsers, have the system cookie (src/bff/ssr/system-scheme.ts).
 * `colorModeOf` (src/lib/theme.ts) reads it.
 */
export const SYSTEM_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

/** The hint's value on a Node request (header names arrive in lower case). */
export const systemSchemeHint = (headers: Record<string, string | string[] | undefined>) =>
  headers[SYSTEM_SCHEME_HINT.toLowerCase()];
