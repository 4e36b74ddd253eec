/**
 * Spec §8/§9: a lazy page part or style that fails to load (usually a deploy replaced the
 * chunks the open tab expects) is logged and the page is reloaded once. The guard keeps
 * the reloaded path for 10000 ms so a chunk that is really gone cannot cause a reload loop:
 * a second failure on the same path within that time is only logged.
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'codeport:reload-guard';

const CHUNK_MESSAGES = [
  /loading (css )?chunk [\w./-]+ failed/i,
  /failed to load chunk/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** True for the errors webpack, Turbopack and browsers raise when a lazy chunk or style is missing. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object')
    return typeof error === 'string' && CHUNK_MESSAGES.some((re) => re.test(error));
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError' || name === 'CSSChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.some((re) => re.test(message));
}

/** A `<script>` or stylesheet `<link>` of the build that the browser failed to fetch. */
export function isChunkElement(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const el = target as { tagName?: unknown; src?: unknown; href?: unknown; rel?: unknown };
  const url = el.tagName === 'SCRIPT' ? el.src : el.tagName === 'LINK' && el.rel === 'stylesheet' ? el.href : undefined;
  return typeof url === 'string' && url.includes('/_next/static/');
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether to reload `path` now; records the reload when it says yes. A storage that throws
 * (private mode, quota) answers no: without the guard a reload could loop.
 */
export function claimReload(storage: GuardStorage, path: string, now: number, windowMs = RELOAD_GUARD_MS): boolean {
  try {
    const raw = storage.getItem(RELOAD_GUARD_KEY);
    const last = raw ? (JSON.parse(raw) as { path?: unknown; at?: unknown }) : undefined;
    if (last && last.path === path && typeof last.at === 'number' && now - last.at < windowMs) return false;
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, at: now }));
    return true;
  } catch {
    return false;
  }
}
