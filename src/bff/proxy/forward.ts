import type { RouteContract } from '@contracts/route';
import type { Method } from 'got';
import { BffError } from '../http/bff-error';
import type { Exchange } from '../http/endpoint';
import { callUpstream, UpstreamError, type UpstreamAnswer } from '../outbound/client';
import { upstreamHeaders } from '../outbound/headers';
import type { SessionData } from '../session/session';

export interface ForwardInput {
  route: RouteContract;
  /** Raw path parameters, already validated against `route.params`. */
  params?: Record<string, string>;
  search?: URLSearchParams;
  body?: unknown;
  session: SessionData | null;
}

export function upstreamPath(route: RouteContract, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${route.id}`);
    return encodeURIComponent(value);
  });
}

/** Calls the upstream for a contract route; transport failures become the BFF's 503/504. */
export async function forward(exchange: Exchange, input: ForwardInput): Promise<UpstreamAnswer> {
  const { route, session } = input;
  const hasBody = input.body !== undefined;
  const headers = upstreamHeaders({ req: exchange.req, route, session, requestId: exchange.log.requestId, hasBody });
  try {
    const answer = await callUpstream({
      method: route.method as Method,
      path: upstreamPath(route, input.params),
      searchParams: input.search,
      headers,
      json: input.body,
    });
    exchange.log.upstreamStatus = answer.status;
    exchange.log.retries = answer.retries;
    return answer;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    exchange.log.retries = error.retries;
    exchange.log.error = error;
    throw new BffError(error.kind === 'timeout' ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE');
  }
}
