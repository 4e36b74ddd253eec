import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '@/lib/env';
import { contentSecurityPolicy, createNonce, STRICT_TRANSPORT_SECURITY } from '../security/security-headers';
import { servesHttps } from '../http/request-info';
import { publicConfig } from './page-props';

/** Next sets it for the static-generation workers of `next build` (PHASE_PRODUCTION_BUILD). */
const BUILD_PHASE = 'phase-production-build';
/** Set by next.config.ts while building: the token the build-time policy trusts. */
export const BUILD_NONCE_VARIABLE = 'CODEPORT_BUILD_NONCE';

/**
 * The CSP of a server-rendered page, from the running configuration: its scripts are trusted
 * by `nonce`, connect-src names the realtime endpoint the page is told to use, and analytics
 * hosts are allowed only on counter instances (src/bff/security/security-headers.ts).
 */
export function pagePolicy(nonce: string): string {
  const { profile, realtime } = publicConfig();
  return contentSecurityPolicy({ dev: env().NODE_ENV !== 'production', counter: profile.counter, realtime, nonce });
}

/**
 * Sets the nonce policy (and HSTS on https) on the response that will carry a rendered page,
 * and returns the nonce for Next's script tags. _document calls it once the page has
 * rendered, not getServerSideProps: a page that answers notFound, or fails, is sent as the
 * prebuilt 404/500 HTML, whose scripts carry the build's token; that HTML must keep the
 * build-time policy of next.config.ts.
 */
export function applyPageHeaders(req: IncomingMessage, res: ServerResponse): string {
  const nonce = createNonce();
  if (res.headersSent) return nonce;
  res.setHeader('Content-Security-Policy', pagePolicy(nonce));
  if (servesHttps(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return nonce;
}

/** The nonce _document writes into a page: the build's token while prebuilding, else a fresh one. */
export function documentNonce(req: IncomingMessage | undefined, res: ServerResponse | undefined): string | undefined {
  if (process.env.NEXT_PHASE === BUILD_PHASE) return process.env[BUILD_NONCE_VARIABLE];
  return req && res ? applyPageHeaders(req, res) : undefined;
}
