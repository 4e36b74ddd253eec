import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { bffConfig } from '../config';

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.split(',')[0]?.trim() || undefined;
}

/** https as the browser sees it: the socket, or the proxy's word when TRUST_PROXY is on. */
export function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket | undefined)?.encrypted) return true;
  if (bffConfig().trustProxy) return first(req.headers['x-forwarded-proto']) === 'https';
  return false;
}

/** The origin the browser used to reach us (scheme + host), for the same-origin check. */
export function requestOrigin(req: IncomingMessage): string | undefined {
  const host = (bffConfig().trustProxy ? first(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
  if (!host || !/^[\w.-]+(:\d{1,5})?$|^\[[\da-f:.]+\](:\d{1,5})?$/i.test(host)) return undefined;
  return `${isHttps(req) ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/** The client address the upstream records for sessions; forwarded headers only from a trusted proxy. */
export function clientIp(req: IncomingMessage): string {
  const forwarded = bffConfig().trustProxy ? first(req.headers['x-forwarded-for']) : undefined;
  const ip = forwarded ?? req.socket?.remoteAddress ?? '';
  return /^[\da-f:.]{2,45}$/i.test(ip) ? ip : '';
}
