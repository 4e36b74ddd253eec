import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { successStatusesOf, type RouteContract } from '@contracts/route';
import { fieldErrors } from '@contracts/field-errors';
import type { UpstreamContext } from './context';
import { DomainError, unauthenticated, validationError } from './errors';
import { idempotencyKeyProblem, readClientHeaders, type ClientHeaders } from './client-headers';
import { nulFieldErrors } from './text-guard';
import type { AuthUser } from '../accounts/tokens';
import { resolveCaller } from '../accounts/api-caller';
import { SessionClaim } from '../accounts/session-claim';
import { runDeferred, type RunHandler } from './deferred-session';

type Out<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;

export interface HandlerInput<C extends RouteContract> {
  /** The signed-in user; always set on `auth: 'user'` routes, maybe on 'optional', never on 'guest'. */
  user: AuthUser | null;
  /** The signed-in user, or a 401 when there is none: call it on `auth: 'user'` routes. */
  me(): AuthUser;
  /**
   * On a route registered with `deferSession`, the request's session token for the action's own
   * statement to admit (session-claim.ts); `user` is then null. Null on every other route and
   * request: use `claim ?? me().id`.
   */
  claim: SessionClaim | null;
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  headers: ClientHeaders;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<C extends RouteContract> = (
  input: HandlerInput<C>,
) => Promise<z.input<C['response']>> | z.input<C['response']>;

/** `/api/x/{id}` → `/api/x/:id` */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Messages per field, gathered in a Map: field names come from the client (a loose query
 * keeps unknown keys), and on a plain object `errors['constructor'] ??= []` finds
 * Object.prototype's function instead of creating a list (a 500), while `__proto__` would
 * replace the prototype and lose the error.
 */
type FieldMessages = Map<string, string[]>;

function add(errors: FieldMessages, field: string, messages: string[]): void {
  errors.set(field, [...(errors.get(field) ?? []), ...messages]);
}

/** Map → the plain `{field: [messages]}` of the envelope; every field, `__proto__` too, an own key. */
function fieldRecord(errors: FieldMessages): Record<string, string[]> {
  return Object.fromEntries(errors);
}

function parsePart<S extends z.ZodType | undefined>(schema: S, value: unknown, errors: FieldMessages, part: string) {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (part === 'body' ? {} : value));
  const problems = result.success ? nulFieldErrors(result.data, part) : fieldErrors(result.error.issues, part);
  for (const [k, v] of Object.entries(problems)) add(errors, k, v);
  return result.success ? result.data : undefined;
}

export function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  const m = h ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  return m?.[1] ?? null;
}

/**
 * Who is calling, per `contract.auth`: a session token or the personal API key, the key only
 * on `apiKey` routes (the scope rule is resolveCaller's, accounts/api-caller.ts).
 */
export type Admit = (request: FastifyRequest, reply: FastifyReply, contract: RouteContract) => Promise<AuthUser | null>;

function admitBearer(ctx: UpstreamContext, priceHead: boolean, keyOnly = false): Admit {
  return async (request, _reply, contract) => {
    if (contract.auth === 'guest') return null;
    const surface = { name: 'site', contract, priceHead } as const;
    const caller = await resolveCaller(ctx, bearer(request), request.ip, surface, { keyOnly });
    if (!caller && contract.auth === 'user') throw unauthenticated();
    return caller?.user ?? null;
  };
}

/**
 * The handlers of the `apiKey` routes, per upstream, so the REST API v1
 * (upstream/developer/rest-v1) serves the very same handlers under `/api/v1`.
 */
const apiKeyHandlers = new WeakMap<UpstreamContext, Map<string, RouteHandler<RouteContract>>>();

export function apiKeyHandlerOf(
  ctx: UpstreamContext,
  contract: RouteContract,
): RouteHandler<RouteContract> | undefined {
  return apiKeyHandlers.get(ctx)?.get(contract.id);
}

/**
 * Serves one contract route: validates params, query and body with the contract's zod
 * schemas (422 with field errors on bad input, including text the database cannot store),
 * resolves the bearer token per `contract.auth`, runs the handler, and outside production
 * checks the result against `contract.response` so a drifting handler fails tests instead
 * of the BFF.
 */
export interface RouteOptions {
  /**
   * Read the catalogue version and the loyalty level in the session's statement (user.priceHead):
   * the price panels then answer a signed call in one round trip (issue 19).
   */
  priceHead?: boolean;
  /**
   * The handler's action admits the session in its own statement (HandlerInput.claim,
   * deferred-session.ts): one round trip for the session and the action (issue 19). Only for
   * `auth: 'user'` routes whose handler passes the claim to its first statement.
   */
  deferSession?: boolean;
}

export function registerRoute<C extends RouteContract>(
  app: FastifyInstance,
  ctx: UpstreamContext,
  contract: C,
  handler: RouteHandler<C>,
  options: RouteOptions = {},
): void {
  const admit = admitBearer(ctx, options.priceHead === true);
  const keyOnly = options.deferSession === true && contract.auth === 'user' ? admitBearer(ctx, false, true) : undefined;
  serveContract(app, ctx, { contract, url: fastifyPath(contract.path), handler, admit, keyOnly });
  if (contract.apiKey) {
    const handlers = apiKeyHandlers.get(ctx) ?? new Map<string, RouteHandler<RouteContract>>();
    handlers.set(contract.id, handler as unknown as RouteHandler<RouteContract>);
    apiKeyHandlers.set(ctx, handlers);
  }
}

export interface ServedContract<C extends RouteContract> {
  contract: C;
  /** The Fastify URL: the contract's own path, or its `/api/v1` twin. */
  url: string;
  handler: RouteHandler<C>;
  admit: Admit;
  /** Set when the route defers the session to its handler: the admission of a refused session's token as a key. */
  keyOnly?: Admit;
}

/**
 * Outside production, a success under a status its contract does not declare fails as the
 * response check does: the contract's statuses are what the OpenAPI document and the reference
 * promise (successStatusesOf), so a handler that answers another must fail tests instead.
 */
function assertSuccessStatus(contract: RouteContract, reply: FastifyReply, request: FastifyRequest): void {
  const declared: readonly number[] = successStatusesOf(contract);
  if (declared.includes(reply.statusCode)) return;
  request.log.error({ contract: contract.id, status: reply.statusCode, declared }, 'status not in contract');
  throw new DomainError(500, 'SERVER_ERROR', `Status ${reply.statusCode} of ${contract.id} is not in its contract`);
}

/** One contract route at one URL, with the caller's way of admitting requests. */
export function serveContract<C extends RouteContract>(
  app: FastifyInstance,
  ctx: UpstreamContext,
  { contract, url, handler, admit, keyOnly }: ServedContract<C>,
): void {
  const checkResponse = ctx.config.env !== 'production';
  app.route({
    method: contract.method,
    url,
    config: { contractId: contract.id },
    handler: async (request, reply) => {
      const headers = readClientHeaders(request);
      // The language of a request the user made (a change, or a page they opened: `page-view`),
      // if it says one: the user's locale follows it. A read in the background (a tab's poll on
      // another device, in another language) says which language to answer in, nothing more.
      const used = request.method !== 'GET' || request.headers['page-view'] === '1';
      const saidLocale = used && request.headers.locale ? headers.locale : null;
      const logAs = (user: AuthUser) => {
        // Every later line of this request, the framework's "request completed" too, names the
        // user. Bound on the request's own logger (a child Fastify made for this request, which
        // reply.log shares), not on a child of it: a second child cost ~5 µs a signed-in
        // request, the binding ~1 (issue 19). Fastify types it as the least a logger has; it is
        // the pino logger app.ts hands Fastify.
        (request.log as Logger).setBindings({ userId: user.id });
      };
      const admitAs = async (asKey: boolean) => {
        const user = await (asKey && keyOnly ? keyOnly : admit)(request, reply, contract);
        if (user) logAs(user);
        // The user's language follows the site's: what reaches them outside a request (realtime
        // events, answers of number actions) is named in the language they last used. Only a
        // request that says its language moves it; a script with its API key usually does not.
        if (user && saidLocale !== null && user.locale !== saidLocale) {
          await ctx.db.updateTable('users').set({ locale: saidLocale }).where('id', '=', user.id).execute();
          user.locale = saidLocale;
        }
        return user;
      };
      const token = keyOnly ? bearer(request) : null;
      // A token resolveBearer would look up (not empty, at most 200 characters) is left to the
      // handler's statement; without one, admission refuses at once, as on any route.
      const claim =
        token && token.length <= 200
          ? new SessionClaim({ token, now: ctx.now(), ip: request.ip, locale: saidLocale }, logAs)
          : null;
      const user = claim ? null : await admitAs(false);

      const errors: FieldMessages = new Map();
      const params = parsePart(contract.params, request.params, errors, 'params');
      const query = parsePart(contract.query, request.query, errors, 'query');
      const body = parsePart(contract.body, request.body, errors, 'body');
      const keyProblem = contract.idempotent ? idempotencyKeyProblem(request) : null;
      if (keyProblem) add(errors, 'Idempotency-Key', [keyProblem]);
      if (errors.size > 0) {
        // 401 before 422: a deferred route admits before it tells what is wrong with the input.
        if (claim) await admitAs(false);
        throw validationError(fieldRecord(errors));
      }

      const run: RunHandler<unknown> = async (who, claimed) =>
        handler({
          user: who,
          me: () => {
            if (!who) throw unauthenticated();
            return who;
          },
          claim: claimed,
          params: params as Out<C['params']>,
          query: query as Out<C['query']>,
          body: body as Out<C['body']>,
          headers,
          request,
          reply,
        });
      const result = claim ? await runDeferred(claim, run, admitAs) : await run(user, null);
      if (reply.sent) return reply;
      if (checkResponse) {
        assertSuccessStatus(contract, reply, request);
        const checked = contract.response.safeParse(result);
        if (!checked.success) {
          request.log.error(
            { contract: contract.id, issues: checked.error.issues },
            'response does not match contract',
          );
          throw new DomainError(500, 'SERVER_ERROR', `Response of ${contract.id} does not match its contract`);
        }
      }
      return result;
    },
  });
}
