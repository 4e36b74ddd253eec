import type { RouteContract } from '@contracts/route';
import { fieldErrors } from '@contracts/field-errors';
import { BffError } from '../http/bff-error';
import { NO_BODY, readJsonBody } from '../http/body';
import type { Exchange } from '../http/endpoint';
import { currentSession } from '../session/current';
import { destroySession } from '../session/session';
import type { ForwardInput } from './forward';
import { checkQuery, cleanQuery } from './query';

export interface Matched {
  route: RouteContract;
  params: Record<string, string>;
}

function invalid(issues: readonly { path: readonly PropertyKey[]; message: string }[]): BffError {
  const errors = fieldErrors(issues);
  const first = Object.values(errors)[0]?.[0];
  return new BffError('VALIDATION_FAILED', first ?? undefined, { errors });
}

export function requestSearch(url: string | undefined): URLSearchParams {
  return new URL(url ?? '/', 'http://bff.invalid').searchParams;
}

/**
 * Everything the contract says about a request, checked before the upstream hears of it:
 * the session a `user` route needs, path parameters, the query (spec §5 clean-up first)
 * and the JSON body. What is forwarded is what passed validation, nothing more.
 */
export async function prepare(exchange: Exchange, { route, params }: Matched): Promise<ForwardInput> {
  const session = await currentSession(exchange);
  if (route.auth === 'user' && !session) {
    // A cookie that no longer unseals is dropped so the browser stops sending it.
    destroySession(exchange.req, exchange.res);
    throw new BffError('UNAUTHENTICATED');
  }
  let forwarded = params;
  if (route.params) {
    const parsed = route.params.safeParse(params);
    if (!parsed.success) throw new BffError('BAD_REQUEST', 'A path parameter is not valid.');
    // The upstream gets the values as validated (`1e3` → `1000`), never the client's spelling.
    forwarded = Object.fromEntries(
      Object.entries(parsed.data as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
    );
  }

  const query = checkQuery(route.query, cleanQuery(requestSearch(exchange.req.url)));
  if (!query.ok) throw invalid(query.issues);

  const raw = await readJsonBody(exchange.req);
  let body: unknown;
  if (route.body) {
    const parsed = route.body.safeParse(raw === NO_BODY ? {} : raw);
    if (!parsed.success) throw invalid(parsed.error.issues);
    body = parsed.data;
  }
  return { route, params: forwarded, search: query.search, body, session };
}
