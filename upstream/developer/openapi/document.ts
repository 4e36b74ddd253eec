import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { toJSONSchema, z, type ZodObject } from 'zod';
import { successStatusesOf, type RouteContract, type SuccessStatus } from '@contracts/route';
import { errorBody, type UpstreamErrorCode } from '@contracts/errors';
import { REFUSAL_TEXT, ROUTE_NOT_FOUND, ROUTE_REFUSALS } from './route-refusals';
import { restV1Path } from '@contracts/developer';
import { BODY_LIMIT_BYTES } from '../../server/body-limit';
import { IDEMPOTENCY_KEY_MAX } from '../../server/client-headers';

/**
 * The OpenAPI 3.1 document of the REST API v1, generated from the same zod contracts the
 * upstream validates with: a renamed path, a new field or a new `apiKey` route shows up here
 * without anyone editing JSON.
 */
export interface OpenApiOptions {
  /** Where the API is reached (the upstream's public URL). */
  serverUrl: string;
  /** Per-key request limit, stated in the description so the document matches the limiter. */
  rateLimit: { max: number; windowMs: number };
  maxOpenActivations: number;
}

const SECURITY = 'apiKey';

const idempotencyHeader = z.object({
  'Idempotency-Key': z.string().min(1).max(IDEMPOTENCY_KEY_MAX).optional().meta({
    description:
      'Repeat a purchase with the same key and you get the first one back, charged once. An empty or longer key answers 422 VALIDATION_FAILED.',
    example: 'order-2026-0001',
  }),
});
const ERROR = 'Error';

/** Tag per area, from the first segment of the contract id. */
const AREA_TAGS: Readonly<Record<string, string>> = {
  activations: 'Activations',
  rent: 'Rentals',
  catalog: 'Catalogue',
  docs: 'Reference ids',
  payments: 'Balance',
  statement: 'Balance',
  statistic: 'Account',
  user: 'Account',
  loyalty: 'Account',
  site: 'Site',
  sandbox: 'Sandbox',
};

const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Activations: 'One-off numbers for a single SMS code.',
  Rentals: 'Numbers rented for hours or days.',
  Catalogue: 'Services, countries, operators, prices and stock.',
  'Reference ids': 'Ids and slugs of services, countries and operators.',
  Balance: 'Payment history and the balance statement (every ledger entry).',
  Account: 'The key owner: balance, currency, loyalty level and statistics.',
  Site: 'Site settings.',
  Sandbox:
    'Sandbox keys only: a code on a sandbox purchase now, and the sandbox balance reset. With a sandbox key every route works as live on a virtual pool and sandbox money.',
};

export function tagOf(route: RouteContract): string {
  const area = route.id.split('.')[0] ?? route.id;
  return AREA_TAGS[area] ?? area;
}

/**
 * Operations whose success is a file unless the client asks for JSON: the statement export sends
 * the CSV itself, and the JSON form only when `Accept` names application/json and not text/csv
 * (payments/statement.ts).
 */
const FILE_ANSWERS: Readonly<Record<string, { type: string; description: string }>> = {
  'statement.export': {
    type: 'text/csv',
    description:
      'The CSV file (`text/csv`, `Content-Disposition: attachment`); with `Accept: application/json` (and not text/csv) the file inside a JSON answer.',
  },
};

function successText(route: RouteContract, status: SuccessStatus): string {
  if (route.idempotent)
    return status === 201
      ? 'Bought (or extended) and charged.'
      : 'The earlier purchase (or extension) with this Idempotency-Key, charged once: nothing more.';
  if (status === 201) return 'Created.';
  if (status === 202) return 'Accepted: queued, done in the background.';
  return FILE_ANSWERS[route.id]?.description ?? 'Success.';
}

/** The success answers, under the statuses the contract declares (successStatusesOf). */
function successResponses(route: RouteContract) {
  const file = FILE_ANSWERS[route.id];
  const content = {
    ...(file ? { [file.type]: { schema: z.string() } } : {}),
    'application/json': { schema: route.response },
  };
  const headers = file
    ? {
        'Content-Disposition': {
          description: 'attachment; filename="…" (the file only).',
          schema: { type: 'string' as const },
        },
      }
    : undefined;
  return Object.fromEntries(
    successStatusesOf(route).map((status) => [
      status,
      { description: successText(route, status), content, ...(headers ? { headers } : {}) },
    ]),
  );
}

/** "CODE: what it means" for each of a route's refusals of one status. */
const refusalList = (codes: readonly UpstreamErrorCode[] = []) =>
  codes.map((code) => `${code}: ${REFUSAL_TEXT[code] ?? code}.`).join(' ');

/**
 * A body the server cannot read is refused before the key is checked (server/app.ts), with
 * the statuses HTTP has for it, still as VALIDATION_FAILED.
 */
function unreadableBody<T>(error: (description: string) => T) {
  return {
    400: error('VALIDATION_FAILED: the body is not valid JSON.'),
    413: error(`VALIDATION_FAILED: the body is over ${BODY_LIMIT_BYTES / 1024} KiB.`),
    415: error('VALIDATION_FAILED: the body is in a media type the API does not read; send `application/json`.'),
  };
}

/** 404 for a route with an id (no such record of the key's owner) or one ROUTE_NOT_FOUND names. */
function notFoundResponse<T>(route: RouteContract, error: (description: string) => T): { 404?: T } {
  const why = [
    ...(route.params ? ['no such id among the key owner’s records'] : []),
    ...(ROUTE_NOT_FOUND[route.id] ? [ROUTE_NOT_FOUND[route.id]] : []),
  ];
  return why.length > 0 ? { 404: error(`NOT_FOUND: ${why.join('; ')}.`) } : {};
}

/**
 * The error answers of a route: the ones every route gives and the route's own refusals
 * (route-refusals.ts); every one has the envelope `{status:false, message, code}`.
 */
function errorResponses(route: RouteContract) {
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR}` } } },
  });
  const retryAfter = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' as const } } };
  const own = ROUTE_REFUSALS[route.id] ?? {};
  return {
    ...(route.body ? unreadableBody(error) : {}),
    401: error('UNAUTHENTICATED: no API key, an unknown one, or a session token instead of a key.'),
    ...(own[403] ? { 403: error(refusalList(own[403])) } : {}),
    ...notFoundResponse(route, error),
    ...(own[409] ? { 409: error(refusalList(own[409])) } : {}),
    422: error(`VALIDATION_FAILED, with \`errors\`: the messages per field name. ${refusalList(own[422])}`.trim()),
    429: {
      ...error('RATE_LIMITED: the key’s per-minute limit is used up; wait `Retry-After` seconds.'),
      headers: retryAfter,
    },
    503: {
      ...error(
        'SERVICE_UNAVAILABLE: the database is away for a moment (a restart, a failover); retry after `Retry-After` seconds, a purchase with the same `Idempotency-Key`.',
      ),
      headers: retryAfter,
    },
  };
}

export function buildOpenApiDocument(routes: readonly RouteContract[], options: OpenApiOptions) {
  const registry = new OpenAPIRegistry();
  // register() would need zod's prototype patched (extendZodWithOpenApi); zod 4 converts it itself.
  const { $schema: _dialect, ...errorSchema } = toJSONSchema(errorBody, { target: 'draft-2020-12' });
  registry.registerComponent('schemas', ERROR, errorSchema as never);
  registry.registerComponent('securitySchemes', SECURITY, {
    type: 'http',
    scheme: 'bearer',
    description:
      'Your personal API key (Settings → API), sent as `Authorization: Bearer <key>`. Session tokens are refused.',
  });
  const served = routes.filter((r) => r.apiKey);
  for (const route of served) {
    registry.registerPath({
      method: route.method.toLowerCase() as Lowercase<RouteContract['method']>,
      path: restV1Path(route.path),
      operationId: route.id,
      summary: route.summary,
      tags: [tagOf(route)],
      security: [{ [SECURITY]: [] }],
      request: {
        ...(route.params ? { params: route.params as ZodObject } : {}),
        ...(route.query ? { query: route.query as ZodObject } : {}),
        ...(route.body ? { body: { content: { 'application/json': { schema: route.body } } } } : {}),
        ...(route.idempotent
          ? {
              headers: idempotencyHeader,
            }
          : {}),
      },
      responses: {
        ...successResponses(route),
        ...errorResponses(route),
      },
    });
  }
  const tagNames = [...new Set(served.map(tagOf))];
  const perMinute = Math.round((options.rateLimit.max * 60_000) / options.rateLimit.windowMs);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Codeport REST API',
      version: '1.0.0',
      description: [
        'Buy temporary numbers, read their SMS codes, rent numbers and read prices, balance and history with your personal API key.',
        `Limits: ${perMinute} requests a minute per key, one budget shared with the sms-activate handler API (429 RATE_LIMITED with Retry-After beyond), and at most ${options.maxOpenActivations} open activations per account.`,
        'Sandbox: a sandbox key (Settings → API) buys, reads codes, finishes and reads statuses and balances as the live key does, on a virtual pool and a sandbox balance; sandbox and live never see each other. A fake SMS with a code arrives by itself a few seconds after each sandbox purchase, so a sandbox purchase ends up paid like a live one that got its code; turn that off on the settings page to try cancels and refunds (purchases then get a code only from the routes below).',
        'Errors: `{"status": false, "message": "…", "code": "…"}` with a stable `code`.',
      ].join('\n\n'),
    },
    servers: [{ url: options.serverUrl, description: 'Codeport' }],
    security: [{ [SECURITY]: [] }],
    tags: tagNames.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
  });
}
