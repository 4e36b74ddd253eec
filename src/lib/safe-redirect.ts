/**
 * Post-login redirect targets (`?redirect=`): only a same-origin relative path survives.
 * Pure, so pages and the BFF share it. The order matters: decode, normalise, then check
 * (a first validator that checked before normalising let `/..//evil.com` through).
 */

const MAX_LENGTH = 2048;
const FALLBACK = '/';

function decodeFully(value: string): string | null {
  let current = value;
  // Double and triple encoding (`%252F`) must not survive as a second chance.
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Returns the normalised path (query and hash kept) when `raw` is a safe relative path, otherwise null.
 * Rejects `//host`, `/\host`, schemes (`javascript:`, `https:`), control characters and
 * whitespace tricks, backslashes, and anything that only becomes one of these after
 * decoding or dot-segment normalisation.
 */
export function safeRedirectPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // Browsers strip tabs and newlines from URLs and treat `\` as `/`: refuse them outright.
  if (/[\u0000-\u001f\u007f\\\s]/.test(raw)) return null;
  if (!raw.startsWith('/')) return null;

  // Only the path decides where the browser goes; an encoded space in the query is fine.
  const [rawPath = ''] = raw.split(/[?#]/, 1);
  const decoded = decodeFully(rawPath);
  if (decoded === null) return null;
  if (/[\u0000-\u001f\u007f\\\s]/.test(decoded)) return null;

  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded)) return null;

  // Resolve against a dummy origin the way a browser would (dot segments included), for
  // the raw and the fully decoded form: both must stay on it and must not start with `//`,
  // which a later client-side navigation would read as another host.
  const base = 'http://codeport.invalid';
  let resolved: URL;
  try {
    resolved = new URL(raw, base);
    const resolvedDecoded = new URL(decoded, base);
    if (resolvedDecoded.origin !== base || resolvedDecoded.pathname.startsWith('//')) return null;
  } catch {
    return null;
  }
  if (resolved.origin !== base || resolved.pathname.startsWith('//')) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The safe target or home. */
export function safeRedirectOr(raw: unknown, fallback: string = FALLBACK): string {
  return safeRedirectPath(raw) ?? fallback;
}
