import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { bffConfig } from '../config';

/**
 * What the request looked like to the browser. One rule for every X-Forwarded-* header:
 * read only with TRUST_PROXY, and only the last entry, the one the proxy in front of us
 * wrote. A proxy that appends (nginx's $proxy_add_x_forwarded_for) keeps what the client
 * sent to the left of it, so the first entry is whatever the client chose.
 */
function forwarded(req: IncomingMessage, name: string): string | undefined {
  if (!bffConfig().trustProxy) return undefined;
  const value = req.headers[name];
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined?.split(',').at(-1)?.trim() || undefined;
}

/** https as the browser sees it: the socket, or the proxy's word when TRUST_PROXY is on. */
export function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket | undefined)?.encrypted) return true;
  return forwarded(req, 'x-forwarded-proto') === 'https';
}

/**
 * Whether answers should carry Strict-Transport-Security: the browser reached us over https,
 * or the deployment's public origin is https (a TLS proxy in front without TRUST_PROXY). The
 * default local run (http://localhost, no proxy) never gets it; browsers ignore the header
 * on a plain http answer anyway.
 */
export function servesHttps(req: IncomingMessage): boolean {
  return isHttps(req) || bffConfig().publicOrigin.startsWith('https:');
}

/** The origin the browser used to reach us (scheme + host), for the same-origin check. */
export function requestOrigin(req: IncomingMessage): string | undefined {
  const host = forwarded(req, 'x-forwarded-host') ?? req.headers.host;
  if (!host || !/^[\w.-]+(:\d{1,5})?$|^\[[\da-f:.]+\](:\d{1,5})?$/i.test(host)) return undefined;
  return `${isHttps(req) ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/** The client address the upstream records for sessions; forwarded headers only from a trusted proxy. */
export function clientIp(req: IncomingMessage): string {
  const ip = forwarded(req, 'x-forwarded-for') ?? req.socket?.remoteAddress ?? '';
  return /^[\da-f:.]{2,45}$/i.test(ip) ? ip : '';
}
