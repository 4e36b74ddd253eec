/**
 * Response headers for every route, set in next.config.ts, and the tighter policy of pages
 * rendered on request (pagePolicy, applied by withPage). Kept free of app imports: the Next
 * config loads it before anything else exists.
 *
 * next.config's headers are fixed when `next build` runs, while the realtime host and port
 * and the instance are read when the server starts. So the build-time policy is the wide
 * one (any ws:/wss:, counter allowances) and serves static pages, API answers and assets;
 * every server-rendered page gets the policy of the running configuration instead.
 *
 * What stays loose, and why: Emotion (MUI) injects <style> tags at runtime without a nonce,
 * so style-src allows inline. On counter instances (spec §1) the analytics snippets come
 * from GET /api/util/counter as inline code, written by the site's operators, so script-src
 * allows inline there plus the analytics hosts; instances without counters get neither.
 */
const ANALYTICS =
  'https://mc.yandex.ru https://yastatic.net https://www.googletagmanager.com https://www.google-analytics.com';

export interface PolicyOptions {
  dev: boolean;
  /** The instance injects counter snippets (inline code and analytics hosts). */
  counter: boolean;
  /** Where the realtime client connects; undefined: not known yet (build time), any ws:/wss:. */
  realtime?: { host: string; port: number; tls: boolean };
}

export function realtimeSource(realtime: { host: string; port: number; tls: boolean }): string {
  return `${realtime.tls ? 'wss' : 'ws'}://${realtime.host}:${realtime.port}`;
}

export function contentSecurityPolicy({ dev, counter, realtime }: PolicyOptions): string {
  const analytics = counter ? ` ${ANALYTICS}` : '';
  // Next's development runtime evaluates modules; production never does.
  const scripts = `'self'${counter ? " 'unsafe-inline'" : ''}${dev ? " 'unsafe-eval'" : ''}${analytics}`;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${realtime ? realtimeSource(realtime) : 'ws: wss:'}${analytics}`,
    `frame-src 'self'${counter ? ' https://mc.yandex.ru' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The build-time set for every route (next.config.ts): counters allowed, any realtime endpoint. */
export function securityHeaders(dev: boolean): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev, counter: true }) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
