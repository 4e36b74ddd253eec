import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One upstream endpoint. The reference upstream serves it, the BFF allow-lists it,
 * and both validate against the same schemas.
 *
 * `path` uses `{name}` placeholders, e.g. `/api/activation/{id}/cancel`; every
 * placeholder must have a schema in `params`.
 */
export interface RouteContract<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** user: bearer token required; guest: no token needed; optional: token used when present. */
  auth: 'user' | 'guest' | 'optional';
  /** Sends Referral-id and Utm-Data (sign-up, verify-email, social callback). */
  marketing?: boolean;
  /** false: server-to-server only (webhooks, SMS intake, dev outbox); the BFF never exposes it. */
  browser?: boolean;
  /**
   * A personal API key may call it: what a bot needs (numbers, rentals, prices, catalogue,
   * balance, history). Without it a key gets 403 API_KEY_SCOPE on `auth: 'user'` routes and
   * is ignored on `optional` ones: account management stays behind a signed-in session.
   */
  apiKey?: boolean;
  /** Buy-type mutations carry an Idempotency-Key header. */
  idempotent?: boolean;
  summary: string;
}

export function defineRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  route: RouteContract<P, Q, B, R>,
): RouteContract<P, Q, B, R> {
  return route;
}

export type ResponseOf<T> = T extends RouteContract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;
export type BodyOf<T> = T extends RouteContract<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type QueryOf<T> = T extends RouteContract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
