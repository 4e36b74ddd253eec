import { randomBytes } from 'node:crypto';

/**
 * Response headers for every route, set in next.config.ts, and the tighter policy of pages
 * rendered on request (the page policy with a per-response nonce, set by _document through
 * src/bff/ssr/page-policy.ts). Kept free of app imports: the Next config loads it before
 * anything else exists.
 *
 * next.config's headers are fixed when `next build` runs, while the realtime host and port
 * and the instance are read when the server starts. So the build-time policy is the wide
 * one (any ws:/wss:, counter allowances) and serves prebuilt pages, API answers and assets;
 * every server-rendered page gets the policy of the running configuration instead.
 *
 * Scripts: a page trusts its own scripts by nonce and, through 'strict-dynamic', the scripts
 * those create (Next's lazy chunks, the counter snippets of spec §1, which the app injects
 * at runtime, and whatever the analytics loaders add). No 'unsafe-inline': nothing inline
 * that an attacker writes into the HTML runs. Prebuilt pages (404, 500) cannot carry a
 * per-response nonce, yet a Turbopack build puts an inline bootstrap script in them (the
 * page's chunk list) next to the external chunks and the non-executable __NEXT_DATA__ JSON.
 * They are written during `next build` with a token of that build as their nonce, which the
 * build-time policy names. That token is public (it is in those pages and in every header of
 * the set), so the set must only ever cover answers with no untrusted HTML: fixed prebuilt
 * pages, JSON, assets. Every page rendered on request replaces it with its own.
 *
 * What stays loose, and why: Emotion (MUI) inserts <style> tags at runtime, during client
 * rendering and on every theme change, without a nonce; a nonce in style-src would make
 * browsers ignore 'unsafe-inline' and block them. Styles cannot run code, so style-src
 * allows inline.
 */
const ANALYTICS =
  'https://mc.yandex.ru https://yastatic.net https://www.googletagmanager.com https://www.google-analytics.com';

/** Two years, subdomains included: the value hstspreload.org asks for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** 128 random bits, base64: a fresh one for every rendered page, so a nonce seen once is worth nothing. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface PolicyOptions {
  dev: boolean;
  /** The instance injects counter snippets (analytics hosts). */
  counter: boolean;
  /** Where the realtime client connects; undefined: not known yet (build time), any ws:/wss:. */
  realtime?: { host: string; port: number; tls: boolean };
  /** The scripts' nonce (a rendered page's own, or the build's token); undefined: 'self' only. */
  nonce?: string;
}

export function realtimeSource(realtime: { host: string; port: number; tls: boolean }): string {
  return `${realtime.tls ? 'wss' : 'ws'}://${realtime.host}:${realtime.port}`;
}

function scriptSources({ dev, counter, nonce }: PolicyOptions): string {
  // Browsers with 'strict-dynamic' (CSP3) ignore 'self' and host sources; they remain for
  // nonce-only (CSP2) browsers, which need 'self' for Next's lazy chunks and the analytics
  // hosts for the counter loaders. Named hosts, not the `https:` of the generic guidance:
  // we know which hosts the counters use, and `https:` would let such a browser run any.
  const trust = nonce ? `'nonce-${nonce}' 'strict-dynamic' 'self'` : "'self'";
  // Next's development runtime evaluates modules; production never does.
  return `${trust}${dev ? " 'unsafe-eval'" : ''}${counter ? ` ${ANALYTICS}` : ''}`;
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  const { counter, realtime } = options;
  const analytics = counter ? ` ${ANALYTICS}` : '';
  return [
    "default-src 'self'",
    `script-src ${scriptSources(options)}`,
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

/**
 * The build-time set for every route (next.config.ts): counters allowed, any realtime endpoint,
 * scripts by `buildNonce`, the token the prebuilt pages were written with.
 */
export function securityHeaders(dev: boolean, buildNonce?: string): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev, counter: true, nonce: buildNonce }) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
