import { env } from '@/lib/env';

/** The BFF's own limits, read once from the validated environment. */
export interface BffConfig {
  upstreamUrl: string;
  /** Hard bound for one upstream call, retries included. */
  upstreamTimeoutMs: number;
  /** Bound for one attempt: two attempts (one retry) still fit in the total. */
  attemptTimeoutMs: number;
  connectTimeoutMs: number;
  bodyLimitBytes: number;
  publicOrigin: string;
  trustProxy: boolean;
  appInstance: string;
  sessionCookieName: string;
  sessionTtlSeconds: number;
  sidebarCacheTtlMs: number;
  sidebarCachePrefix: string;
  production: boolean;
}

let cached: BffConfig | undefined;

export function bffConfig(): BffConfig {
  if (cached) return cached;
  const e = env();
  cached = {
    upstreamUrl: e.UPSTREAM_URL.replace(/\/+$/, ''),
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    attemptTimeoutMs: Math.max(50, Math.floor(e.UPSTREAM_TIMEOUT_MS / 2)),
    connectTimeoutMs: Math.min(2_000, e.UPSTREAM_TIMEOUT_MS),
    bodyLimitBytes: e.BFF_BODY_LIMIT_BYTES,
    publicOrigin: new URL(e.PUBLIC_ORIGIN).origin,
    trustProxy: e.TRUST_PROXY,
    appInstance: e.APP_INSTANCE,
    sessionCookieName: e.SESSION_COOKIE_NAME,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    sidebarCacheTtlMs: e.SIDEBAR_CACHE_TTL_SECONDS * 1000,
    sidebarCachePrefix: e.SIDEBAR_CACHE_PREFIX,
    production: e.NODE_ENV === 'production',
  };
  return cached;
}

/** Tests change the environment between cases. */
export function resetBffConfig(): void {
  cached = undefined;
}
