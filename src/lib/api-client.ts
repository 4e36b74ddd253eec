import type { z } from 'zod';
import type { ResponseOf, RouteContract, RouteOf, RouteRef } from '@contracts/route';
import { cleanFilters, type FilterValue } from './filters';
import { request, type RequestOptions } from './http';

/**
 * The typed browser client: a request names a contract route (through its schema-free
 * reference in ./api-routes), and its path, method and answer type come from that route. The BFF serves every browser-exposed route at the
 * contract's own path (src/bff/routes/allow-list.ts matches `/api/...` segment by segment),
 * so the contract path is the browser path. A removed route or a renamed placeholder fails
 * `tsc` here instead of failing at run time (tests/lib/api-client.types.ts).
 */

/**
 * Any route the client takes: the browser passes the schema-free references of ./api-routes
 * (a contract route object is one too, structurally, which the tests use).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route, whatever its schemas
export type ApiRoute = RouteRef<RouteContract<any, any, any, any>>;

/**
 * A schema the route leaves out is inferred as the bare `z.ZodType` (input and output
 * `unknown`): never. A refined schema typed `z.ZodType<T>` has an unknown input but a known
 * output, which is then what the client must send.
 */
type Declared<S> = S extends z.ZodType
  ? unknown extends z.input<S>
    ? unknown extends z.output<S>
      ? never
      : z.output<S>
    : z.input<S>
  : never;
type SchemaOf<R, K extends 'params' | 'query' | 'body'> =
  RouteOf<R> extends { [P in K]?: infer S } ? Declared<S> : never;

type ParamsArg<R> = [SchemaOf<R, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: { [K in keyof SchemaOf<R, 'params'>]-?: string | number } };
/** Filters keep the contract's names; their values are cleaned like every filter (spec §5). */
type QueryArg<R> = [SchemaOf<R, 'query'>] extends [never]
  ? { query?: undefined }
  : { query?: { [K in keyof SchemaOf<R, 'query'>]?: FilterValue } };
type BodyArg<R> = [SchemaOf<R, 'body'>] extends [never] ? { json?: undefined } : { json: SchemaOf<R, 'body'> };

/** What a route's body must hold (the contract's `BodyOf` is `unknown` for refined bodies). */
export type ApiBody<R extends ApiRoute> = SchemaOf<R, 'body'>;

export type ApiArgs<R extends ApiRoute> = ParamsArg<R> & QueryArg<R> & BodyArg<R>;
/** Arguments may be left out only when the route needs none. */
export type ApiArgList<R extends ApiRoute> = object extends ApiArgs<R> ? [args?: ApiArgs<R>] : [args: ApiArgs<R>];

interface RawArgs {
  params?: Record<string, string | number>;
  query?: Record<string, FilterValue>;
  json?: unknown;
}

function fillParams(route: ApiRoute, params: Readonly<Record<string, string | number>> | undefined): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '')
      throw new Error(`api-client: ${route.method} ${route.path} needs param ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The URL of a request: the contract path with its params filled in and the cleaned query.
 * Also the SWR key of a GET, so a cache write names the route the same way its reader does.
 */
export function apiPath<R extends ApiRoute>(route: R, ...[args]: ApiArgList<R>): string {
  const a = args as RawArgs | undefined;
  const path = fillParams(route, a?.params);
  const qs = new URLSearchParams(cleanFilters(a?.query ?? {})).toString();
  return qs ? `${path}?${qs}` : path;
}

type CallOptions = Pick<RequestOptions, 'signal'>;

/**
 * Sends one request to a contract route; the answer is typed as the route's response. Its
 * query goes out as given (only undefined and '' dropped, as http.ts does): a provider's
 * redirect query must reach the BFF untouched, not trimmed like a list filter.
 */
export function apiRequest<R extends ApiRoute>(
  route: R,
  ...rest: [...ApiArgList<R>, CallOptions?]
): Promise<ResponseOf<R>> {
  const [args, options] = rest as unknown as [RawArgs | undefined, CallOptions | undefined];
  return request<ResponseOf<R>>(fillParams(route, args?.params), {
    method: route.method,
    json: args?.json,
    query: args?.query as RequestOptions['query'],
    signal: options?.signal,
  });
}
