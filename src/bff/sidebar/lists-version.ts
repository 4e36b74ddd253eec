import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendSetCookie, readCookies, serializeCookie } from '../http/cookies';
import { servesHttps } from '../http/request-info';

/**
 * A signed-in user's sidebar lists carry their favourites, and every web process keeps its own
 * copies (cache.ts). A change (a purchase, a favourite) clears this process's copies at once;
 * the other processes behind the load balancer (no sticky sessions, docs/scaling.md) learn of
 * it from this cookie: a new value on every change, part of the user's cache key, so no
 * process answers from a copy made before the change. Before it, a star set on one process
 * could come back unset from another for up to SIDEBAR_CACHE_TTL_SECONDS.
 *
 * Not a secret and not trusted: the version is held in the user's entry, not in its key
 * (cache.ts), so a user who edits it only replaces their own entries.
 */
export const LISTS_COOKIE = 'codeport_lists';
const VALUE = /^[\w-]{1,16}$/;

/** The version the browser holds; '' before its first change (or for a value we did not write). */
export function listsVersion(req: IncomingMessage): string {
  const value = readCookies(req)[LISTS_COOKIE];
  return value !== undefined && VALUE.test(value) ? value : '';
}

/** A new version for the browser, on the answer of a change that succeeded. */
export function markListsChanged(req: IncomingMessage, res: ServerResponse): void {
  const value = randomBytes(9).toString('base64url');
  appendSetCookie(res, serializeCookie(LISTS_COOKIE, value, { secure: servesHttps(req), sameSite: 'Lax' }));
}
