import { listCountries, listRentCountries, listRentServices, listServices } from '@contracts/catalog';
import type { RouteContract } from '@contracts/route';
import { fieldErrors } from '@contracts/field-errors';
import type { SidebarTarget } from '@/lib/sidebar-keys';
import { BffError } from '../http/bff-error';
import type { Exchange } from '../http/endpoint';
import { bffConfig } from '../config';
import { forward } from '../proxy/forward';
import { requestSearch } from '../proxy/prepare';
import { checkQuery, cleanQuery } from '../proxy/query';
import { relay } from '../proxy/relay';
import { publicAnswer } from '../proxy/public-answer';
import { currentSession } from '../session/current';
import { requestLocale } from '../outbound/headers';
import { cachedList, listBody, listSlot, loadOnce, storeList, type ListBody } from './cache';
import { listsVersion } from './lists-version';

/** Spec §7: the sidebar names one of these four upstream lists as its target. */
export const SIDEBAR_CONTRACTS = {
  services: listServices,
  countries: listCountries,
  'rent-services': listRentServices,
  'rent-countries': listRentCountries,
} as const satisfies Record<SidebarTarget, RouteContract>;
const targets = new Map<string, RouteContract>(Object.values(SIDEBAR_CONTRACTS).map((route) => [route.path, route]));

function sendList(exchange: Exchange, body: ListBody): void {
  const { res } = exchange;
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.bytes);
  // The answer depends on the session cookie: no shared cache may keep it.
  res.setHeader('Vary', 'Cookie');
  res.end(body.text);
}

/**
 * The contract's free-form `version` (a cache-buster, up to 40 characters) is no part of the key
 * nor of the upstream request. Nothing this BFF knows gives it a meaning: the browser sends none
 * (src/lib/sidebar-keys.ts), the upstream lists read none (upstream/commerce/catalog-lists.ts)
 * and no answer tells the BFF a catalogue version to check one against. In the key, every new
 * value was a new entry and an upstream call: a bot sending version=<random> with load=100
 * filled the cache with full lists and pushed out the entries the guests share. Every version
 * is now the current one; the TTL bounds how old that is.
 */
function dropVersion(search: URLSearchParams): void {
  search.delete('version');
}

/**
 * GET /api/sidebar?target=/api/countries&…filters: the four catalogue lists through one
 * cache (keyed by prefix, locale, filters and who asked). Guests share entries; a signed-in
 * user's entries are theirs alone, since they carry that user's favourites.
 */
export async function handleSidebar(exchange: Exchange): Promise<void> {
  const search = requestSearch(exchange.req.url);
  const header = exchange.req.headers['x-target-url'];
  const target = search.get('target') ?? (Array.isArray(header) ? header[0] : header);
  const route = target ? targets.get(target) : undefined;
  if (!route)
    throw new BffError('VALIDATION_FAILED', 'Unknown sidebar target.', {
      errors: { target: ['Unknown sidebar target.'] },
    });
  exchange.log.route = `sidebar:${route.id}`;
  search.delete('target');

  const query = checkQuery(route.query, cleanQuery(search));
  if (!query.ok) throw new BffError('VALIDATION_FAILED', undefined, { errors: fieldErrors(query.issues) });
  dropVersion(query.search);
  query.search.sort();

  const session = await currentSession(exchange);
  const config = bffConfig();
  const slot = listSlot({
    prefix: config.sidebarCachePrefix,
    locale: requestLocale(exchange.req),
    target: route.path,
    filters: query.search.toString(),
    userId: session?.userId ?? null,
    listsVersion: session ? listsVersion(exchange.req) : undefined,
  });
  const hit = cachedList(slot);
  if (hit !== undefined) {
    exchange.log.cache = 'hit';
    sendList(exchange, hit);
    return;
  }
  exchange.log.cache = 'miss';

  const result = await loadOnce(slot, async () => {
    const answer = await forward(exchange, { route, search: query.search, session });
    const parsed = answer.status === 200 ? route.response.safeParse(answer.body) : undefined;
    if (!parsed?.success) return { ok: false as const, answer };
    const body = listBody(publicAnswer(parsed.data));
    storeList(slot, body, config.sidebarCacheTtlMs);
    return { ok: true as const, body };
  });
  // Everyone who waited on the same load answers the same way: the list, or the upstream's failure.
  if (result.ok) sendList(exchange, result.body);
  else relay(exchange, route, result.answer);
}
