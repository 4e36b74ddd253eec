import type { IncomingMessage } from 'node:http';
import { BffError } from '../http/bff-error';
import { bffConfig } from '../config';
import { requestOrigin } from '../http/request-info';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isMutating(method: string | undefined): boolean {
  return !SAFE_METHODS.has((method ?? 'GET').toUpperCase());
}

/**
 * Mutating requests must come from our own pages. Browsers send `Sec-Fetch-Site` and
 * `Origin` on every POST/PUT/PATCH/DELETE, so a request with neither is not a page of
 * ours either (a script can send Origin, but it holds no victim's cookie). The origin is
 * the configured public origin or the one the request itself was addressed to.
 */
export function assertSameOrigin(req: IncomingMessage): void {
  if (!isMutating(req.method)) return;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw new BffError('CROSS_SITE');
  const origin = req.headers.origin;
  if (origin === undefined) {
    if (site === 'same-origin') return;
    throw new BffError('CROSS_SITE');
  }
  const allowed = [bffConfig().publicOrigin, requestOrigin(req)];
  if (!allowed.includes(origin.toLowerCase())) throw new BffError('CROSS_SITE');
}
