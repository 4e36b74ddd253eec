import {
  login,
  logout,
  refresh,
  socialCallback,
  socialLinkCallback,
  socialRedirect,
  verifyEmail,
} from '@contracts/auth';
import { BffError } from '../http/bff-error';
import { endpoint, type Exchange } from '../http/endpoint';
import { browserAllowList } from '../routes/allow-list';
import { pathSegments, rawPathOf } from '../routes/path-segments';
import { signIn, signInReplacing } from '../auth/sign-in';
import { handleLogout } from '../auth/logout';
import { handleRefresh } from '../auth/refresh';
import { handleSocialRedirect, withSocialState } from '../auth/social-state';
import { handleBroadcastingAuth, handleBroadcastingUserAuth } from '../realtime/broadcasting-auth';
import { handleSidebar } from '../sidebar/sidebar';
import { isMutating } from '../security/same-origin';
import { invalidateUserLists } from '../sidebar/cache';
import { markListsChanged } from '../sidebar/lists-version';
import { forward } from './forward';
import { prepare, type Matched } from './prepare';
import { relay } from './relay';

type RouteHandler = (exchange: Exchange, matched: Matched) => Promise<void>;

/**
 * The generic allow-listed call: validate the input against the contract (prepare), call the
 * upstream under the retry policy (forward), then relay the answer: checked against the
 * contract, and an upstream 401 ends the session (relay).
 */
export async function proxyRoute(exchange: Exchange, matched: Matched): Promise<void> {
  const input = await prepare(exchange, matched);
  const answer = await forward(exchange, input);
  // A purchase or a favourite changes what this user's sidebar lists show: here at once, and
  // in the other web processes through the lists version the answer carries.
  if (input.session && isMutating(matched.route.method) && answer.status < 300) {
    invalidateUserLists(input.session.userId);
    markListsChanged(exchange.req, exchange.res);
  }
  relay(exchange, matched.route, answer);
}

/** Contract routes whose answers hold a session or need local work: never relayed as-is. */
const dedicated = new Map<string, RouteHandler>([
  [login.id, signIn],
  [verifyEmail.id, signIn],
  [socialCallback.id, withSocialState(signInReplacing)],
  [socialRedirect.id, handleSocialRedirect],
  [socialLinkCallback.id, withSocialState(proxyRoute)],
  [refresh.id, (exchange) => handleRefresh(exchange)],
  [logout.id, (exchange) => handleLogout(exchange)],
]);

interface LocalRoute {
  method: string;
  handle: (exchange: Exchange) => Promise<void>;
}

/** BFF routes that are not upstream routes of the contract. */
const local = new Map<string, LocalRoute>([
  ['api/sidebar', { method: 'GET', handle: handleSidebar }],
  ['api/broadcasting/auth', { method: 'POST', handle: handleBroadcastingAuth }],
  ['api/broadcasting/user-auth', { method: 'POST', handle: handleBroadcastingUserAuth }],
]);

function runLocal(exchange: Exchange, path: string, own: LocalRoute): Promise<void> {
  exchange.log.route = path;
  const method = (exchange.req.method ?? 'GET').toUpperCase();
  if (own.method !== method) throw new BffError('METHOD_NOT_ALLOWED', undefined, { headers: { Allow: own.method } });
  return own.handle(exchange);
}

/**
 * One of the BFF's own routes behind a page file of its own (`pages/api/sidebar.ts`), run
 * exactly as through the catch-all. Why a file: Next rebuilds a dynamic route's regex for
 * every request to `[...path]` (its prefixRouteKeys, structuredClone and path matching
 * were ~0.05 ms of a request's CPU in a profile of the production server, issue 19), and the
 * sidebar's cached lists are the BFF's most frequent public GET.
 */
export function localEndpoint(path: 'api/sidebar') {
  const own = local.get(path);
  if (!own) throw new Error(`no BFF route ${path}`);
  return endpoint(path, (exchange) => runLocal(exchange, path, own));
}

/**
 * The whole BFF behind one function: match the raw path against the allow-list (segment by
 * segment, so no encoding trick turns into another upstream path), then run the route's
 * handler. Unknown paths answer 404 without touching the upstream.
 */
export async function dispatch(exchange: Exchange): Promise<void> {
  const segments = pathSegments(rawPathOf(exchange.req.url) ?? '');
  if (!segments || segments[0] !== 'api') throw new BffError('ROUTE_NOT_FOUND');
  const method = (exchange.req.method ?? 'GET').toUpperCase();

  const path = segments.join('/');
  const own = local.get(path);
  if (own) {
    await runLocal(exchange, path, own);
    return;
  }

  const match = browserAllowList().match(method, segments);
  if (match.kind === 'none') throw new BffError('ROUTE_NOT_FOUND');
  if (match.kind === 'method')
    throw new BffError('METHOD_NOT_ALLOWED', undefined, { headers: { Allow: match.allow.join(', ') } });
  exchange.log.route = match.route.id;
  const handler = dedicated.get(match.route.id) ?? proxyRoute;
  await handler(exchange, match);
}

export const bffHandler = endpoint('unmatched', dispatch);
