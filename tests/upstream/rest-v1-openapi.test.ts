import { allRoutes } from '@contracts/all-routes';
import { restV1Path } from '@contracts/developer';
import { successStatusesOf, type RouteContract } from '@contracts/route';
import { upstreamErrorCodes } from '@contracts/errors';
import { buildOpenApiDocument } from '../../upstream/developer/openapi/document';
import { ROUTE_NOT_FOUND, ROUTE_REFUSALS } from '../../upstream/developer/openapi/route-refusals';
import { createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf } from './helpers/handler-api';
import { testDatabases } from './helpers/test-db';
import { call } from './helpers/http';

/**
 * Issue 18 item 2: the OpenAPI 3.1 document of the REST API v1 is generated from the zod
 * contracts and served publicly at /api/v1/openapi.json.
 */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface Operation {
  operationId: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema: { $ref?: string; type?: string } }> }
  >;
  security?: Record<string, unknown[]>[];
}
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; scheme: string }> };
  tags: { name: string }[];
};

const options = {
  serverUrl: 'https://api.example.test',
  rateLimit: { max: 600, windowMs: 60_000 },
  maxOpenActivations: 20,
};
const v1Routes = allRoutes.filter((r) => r.apiKey);
const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the generated OpenAPI document', () => {
  const doc = buildOpenApiDocument(allRoutes, options) as unknown as Doc;

  it('is OpenAPI 3.1 with info, servers and a bearer security scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Codeport REST API', version: '1.0.0' });
    expect(doc.servers).toEqual([expect.objectContaining({ url: options.serverUrl })]);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(JSON.stringify(doc.info)).toContain('600 requests a minute');
  });

  it('has every apiKey route, and only those, with its method and a unique operationId', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(v1Routes.map((r) => `${r.method} ${restV1Path(r.path)}`).sort());
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("declares each path's placeholders as required path parameters, no more and no fewer", () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const op of Object.values(ops)) {
        const inPath = (op.parameters ?? []).filter((p) => p.in === 'path');
        expect([path, inPath.map((p) => p.name).sort()]).toEqual([path, placeholders(path)]);
        for (const p of inPath) expect(p.required).toBe(true);
      }
    }
  });

  it('describes queries, bodies, the Idempotency-Key, tags and the error envelope', () => {
    const buy = doc.paths['/api/v1/activation/buy']!.post!;
    expect(buy.requestBody?.content['application/json']).toBeDefined();
    expect(buy.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
    );
    expect(Object.keys(buy.responses)).toEqual(expect.arrayContaining(['201', '200', '401', '409', '422', '429']));
    expect(buy.responses['429']!.content!['application/json']!.schema.$ref).toBe('#/components/schemas/Error');
    expect(doc.components.schemas.Error).toMatchObject({ required: ['status', 'message'] });
    const price = doc.paths['/api/v1/price']!.get!;
    expect(price.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['service_id', 'country_id']),
    );
    const tagNames = doc.tags.map((t) => t.name);
    for (const ops of Object.values(doc.paths))
      for (const op of Object.values(ops)) expect(tagNames).toEqual(expect.arrayContaining(op.tags));
  });

  it("lists each operation's own refusals: a cancel can answer CODE_RECEIVED, never NO_BALANCE; a read none", () => {
    const described = (path: string, method: 'get' | 'post', status: string) =>
      doc.paths[path]![method]!.responses[status]?.description ?? '';
    expect(described('/api/v1/activation/{id}/cancel', 'post', '409')).toMatch(/CANCEL_LOCKED.*CODE_RECEIVED/);
    expect(described('/api/v1/activation/{id}/cancel', 'post', '409')).not.toMatch(/NO_BALANCE/);
    expect(described('/api/v1/activation/buy', 'post', '409')).toMatch(/NO_BALANCE.*PRICE_CHANGED.*ACTIVATION_LIMIT/);
    expect(described('/api/v1/activation/buy', 'post', '403')).toMatch(/BUYING_PAUSED/);
    expect(described('/api/v1/activation/buy', 'post', '422')).toMatch(/VALIDATION_FAILED.*IDEMPOTENCY_KEY_REUSED/);
    expect(described('/api/v1/rent/{id}/cancel', 'post', '409')).toMatch(/RENT_NOT_REFUNDABLE/);
    expect(described('/api/v1/balance-statement/export', 'get', '422')).toMatch(/EXPORT_TOO_LARGE/);
    expect(described('/api/v1/activation/{id}/read-all', 'post', '409')).toBe('');
    expect(described('/api/v1/price', 'get', '409')).toBe('');
    for (const ops of Object.values(doc.paths))
      for (const op of Object.values(ops)) expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['503']));
    // Every route named in the table is a served route, every code a known one.
    const served = new Set(allRoutes.filter((r) => r.apiKey).map((r) => r.id));
    for (const [id, refusals] of Object.entries(ROUTE_REFUSALS)) {
      expect(served).toContain(id);
      for (const codes of Object.values(refusals)) for (const code of codes) expect(upstreamErrorCodes).toContain(code);
    }
  });

  it('answers a success under the statuses each contract declares: 201 and 200 for a purchase', () => {
    for (const route of v1Routes) {
      const op = doc.paths[restV1Path(route.path)]![route.method.toLowerCase()]!;
      const successes = Object.keys(op.responses).filter((status) => status.startsWith('2'));
      expect([route.id, successes.sort()]).toEqual([route.id, successStatusesOf(route).map(String).sort()]);
    }
    const buy = doc.paths['/api/v1/rent/buy']!.post!.responses;
    expect(buy['201']!.description).toMatch(/charged/);
    expect(buy['200']!.description).toMatch(/Idempotency-Key/);
  });

  it('follows the contracts: a renamed path changes the document', () => {
    const renamed: RouteContract[] = allRoutes.map((r) =>
      r.id === 'activations.buy' ? { ...r, path: '/api/activation/purchase' } : r,
    );
    const changed = buildOpenApiDocument(renamed, options) as unknown as Doc;
    expect(changed.paths['/api/v1/activation/purchase']?.post?.operationId).toBe('activations.buy');
    expect(changed.paths['/api/v1/activation/buy']).toBeUndefined();
  });
});

describe.each(testDatabases())('GET /api/v1/openapi.json on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('serves the document publicly, cacheable, pointing at the upstream', async () => {
    const res = await call<Doc>(t.app, 'GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.servers[0]!.url).toBe(t.ctx.config.publicUrl);
    expect(Object.keys(res.body.paths)).toContain('/api/v1/activation/{id}/cancel');
  });

  it('declares the 400, 413 and 415 an operation with a body answers to a body it cannot read', async () => {
    const u = await makeUser(t);
    const key = await apiKeyOf(t.db, u.id);
    const doc = (await call<Doc>(t.app, 'GET', '/api/v1/openapi.json')).body;
    const unreadable = [
      ['400', 'application/json', '{"service_id": 1,'],
      ['413', 'application/json', JSON.stringify({ padding: 'x'.repeat(300 * 1024) })],
      ['415', 'application/xml', '<buy/>'],
    ] as const;
    const withBody = v1Routes.filter((r) => r.body);
    expect(withBody.map((r) => r.id)).toEqual(expect.arrayContaining(['activations.buy', 'rent.buy', 'rent.extend']));
    for (const route of withBody) {
      const url = restV1Path(route.path).replace(/\{\w+\}/g, '1');
      const declared = doc.paths[restV1Path(route.path)]![route.method.toLowerCase()]!.responses;
      for (const [status, type, payload] of unreadable) {
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: { authorization: `Bearer ${key}`, 'content-type': type },
          payload,
        });
        expect([route.id, res.statusCode, JSON.parse(res.body).code]).toEqual([
          route.id,
          Number(status),
          'VALIDATION_FAILED',
        ]);
        expect([route.id, declared[status]?.description]).toEqual([
          route.id,
          expect.stringMatching(/^VALIDATION_FAILED: /),
        ]);
      }
    }
    // An operation without a body declares none of them.
    const userAnswers = Object.keys(doc.paths['/api/v1/user']!.get!.responses);
    expect(userAnswers.filter((status) => ['400', '413', '415'].includes(status))).toEqual([]);
  });

  it('declares both answers of the statement export: the CSV file, or JSON when Accept asks for it', async () => {
    const u = await makeUser(t, 1_000);
    const key = await apiKeyOf(t.db, u.id);
    const url = '/api/v1/balance-statement/export';
    const file = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="codeport-statement-/);
    const json = await call(t.app, 'GET', url, { token: key });
    expect([json.status, String(json.headers['content-type'])]).toEqual([
      200,
      expect.stringMatching(/^application\/json/),
    ]);
    expect(json.body.csv).toBe(file.body);

    const doc = (await call<Doc>(t.app, 'GET', '/api/v1/openapi.json')).body;
    const ok = doc.paths[url]!.get!.responses['200']!;
    expect(Object.keys(ok.content!).sort()).toEqual(['application/json', 'text/csv']);
    expect(ok.content!['text/csv']!.schema).toMatchObject({ type: 'string' });
    expect(ok.description).toMatch(/Accept: application\/json/);
    // Every other operation answers JSON only.
    for (const [path, ops] of Object.entries(doc.paths))
      for (const op of Object.values(ops))
        if (path !== url)
          expect([path, Object.keys(op.responses['200']?.content ?? op.responses['201']!.content!)]).toEqual([
            path,
            ['application/json'],
          ]);
  });

  it('declares the 404 a route without an id answers: the sandbox balance reset with a live key', async () => {
    const u = await makeUser(t);
    const reset = await call(t.app, 'POST', '/api/v1/sandbox/balance/reset', { token: await apiKeyOf(t.db, u.id) });
    expect([reset.status, reset.body.code]).toEqual([404, 'NOT_FOUND']);
    const doc = (await call<Doc>(t.app, 'GET', '/api/v1/openapi.json')).body;
    const declared = doc.paths['/api/v1/sandbox/balance/reset']!.post!.responses['404'];
    expect(declared?.description).toMatch(/^NOT_FOUND: a live key/);
    expect(declared?.content?.['application/json']?.schema.$ref).toBe('#/components/schemas/Error');
    // Every route the table names is served.
    const served = new Set(v1Routes.map((r) => r.id));
    for (const id of Object.keys(ROUTE_NOT_FOUND)) expect(served).toContain(id);
  });
});
