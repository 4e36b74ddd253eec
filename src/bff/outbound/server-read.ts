import type { ResponseOf, RouteContract } from '@contracts/route';
import { randomUUID } from 'node:crypto';
import type { Method } from 'got';
import type { BffRequest } from '../http/endpoint';
import type { SessionData } from '../session/session';
import { callUpstream } from './client';
import { upstreamHeaders } from './headers';

export interface ServerReadInput {
  /** The page request whose header policy (Zone, user agent, address) the read carries. */
  req: BffRequest;
  session: SessionData | null;
  /** The route's path with its query; the route's own path when it has neither. */
  url?: string;
  /** A locale the page already knows (from its URL) wins over cookies and Accept-Language. */
  locale?: string;
}

/** `data` only for a 200 the contract accepts; `cause` says why another 200 was refused. */
export type ServerReadAnswer<R extends RouteContract> =
  { status: 200; data: ResponseOf<R>; cause?: undefined } | { status: number; data?: undefined; cause?: unknown };

/**
 * A read the server makes for itself (a page render, the site settings) through the same
 * client, header policy and contract as every proxied call (and `page-view`, so that the page's
 * language becomes the user's), and an answer off the contract never reaches a page.
 * Transport failures throw UpstreamError; what a status means is the caller's to decide.
 */
export async function readUpstream<R extends RouteContract>(
  route: R,
  { req, session, url = route.path, locale }: ServerReadInput,
): Promise<ServerReadAnswer<R>> {
  const [path = '', query = ''] = url.split('?');
  // Its own id, marked as a page render: a bare "ssr" was too short for the upstream to
  // adopt (8–128 characters), so every render's lines carried an id nobody could search for.
  const headers = upstreamHeaders({ req, route, session, requestId: `ssr-${randomUUID()}`, hasBody: false });
  if (locale) headers.locale = locale;
  // A page the user opened: its language becomes theirs (the upstream keeps it for what reaches
  // them outside a request), which a background read by an idle tab elsewhere must not do.
  headers['page-view'] = '1';
  const answer = await callUpstream({
    method: route.method as Method,
    path,
    searchParams: new URLSearchParams(query),
    headers,
  });
  if (answer.status !== 200) return { status: answer.status };
  const parsed = route.response.safeParse(answer.body);
  return parsed.success ? { status: 200, data: parsed.data as ResponseOf<R> } : { status: 200, cause: parsed.error };
}
