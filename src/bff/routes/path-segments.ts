import { allRoutes } from '@contracts/all-routes';

/**
 * Splits the raw request path into decoded segments, or refuses it. Next decodes each
 * segment of a catch-all, so `..%2F`, `%5C` or `%2E%2E` would otherwise become separators
 * or dot segments in the upstream URL (stack-notes.md). Every segment must decode, once,
 * to plain text without separators, dots (no route needs one, and `.`/`..`/`..;` tricks all
 * start there), `%` (double encoding) or control characters; empty segments (`//`) are refused.
 */

const MAX_PATH = 1024;
const MAX_SEGMENTS = 12;
const FORBIDDEN = /[/\\%.\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The one exception to "no dots": a literal segment of a browser route's contract path that
 * has one (`openapi.json`), sent exactly so, unencoded. It can only ever match that route,
 * whose upstream path is the contract's own text.
 */
const DOTTED_LITERALS: ReadonlySet<string> = new Set(
  allRoutes
    .filter((r) => r.browser !== false)
    .flatMap((r) => r.path.split('/'))
    .filter((s) => s.includes('.') && !s.startsWith('{')),
);

export function pathSegments(rawPath: string): string[] | null {
  if (rawPath.length === 0 || rawPath.length > MAX_PATH || !rawPath.startsWith('/')) return null;
  const raw = rawPath.slice(1).split('/');
  if (raw.length > MAX_SEGMENTS) return null;
  const out: string[] = [];
  for (const segment of raw) {
    if (segment === '') return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (FORBIDDEN.test(decoded) && !(segment === decoded && DOTTED_LITERALS.has(decoded))) return null;
    out.push(decoded);
  }
  return out;
}

/** The path part of a request URL (`/api/x?y` → `/api/x`), without trusting a scheme or host in it. */
export function rawPathOf(url: string | undefined): string | null {
  if (!url || !url.startsWith('/')) return null;
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}
