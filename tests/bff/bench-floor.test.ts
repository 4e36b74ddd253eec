import type { ServerResponse } from 'node:http';
import { startHarness, TestBrowser, upstreamSession, type Harness } from './helpers';

const TOKEN = 'upstream-token-SECRET-bench';
let h: Harness;
let benchFloor: typeof import('@/bff/http/bench-floor').benchFloor;
let benchFloorList: typeof import('@/bff/http/bench-floor').benchFloorList;
// The two proxy floors of bench:bff: p with bare node:http, g with the BFF's got client.
const proxies: Record<'bare' | 'got', TestBrowser> = {} as never;

beforeAll(async () => {
  h = await startHarness();
  const routes = await import('@/bff/http/bench-floor');
  benchFloor = routes.benchFloor;
  benchFloorList = routes.benchFloorList;
  proxies.bare = new TestBrowser(routes.benchBareProxy);
  proxies.got = new TestBrowser(routes.benchGotProxy);
  await proxies.bare.start();
  await proxies.got.start();
});
afterAll(async () => {
  await proxies.bare.stop();
  await proxies.got.stop();
  await h.stop();
});
afterEach(() => expect(h.upstream.pending()).toEqual([]));

const before = process.env.BENCH;
afterEach(() => {
  if (before === undefined) delete process.env.BENCH;
  else process.env.BENCH = before;
});

function callFloor(route: (req: never, res: ServerResponse) => void = benchFloor): {
  status: number;
  body: unknown;
  text: string;
  headers: Record<string, unknown>;
} {
  let status = 0;
  let text = '';
  const headers: Record<string, unknown> = {};
  const res = {
    headersSent: false,
    set statusCode(value: number) {
      status = value;
    },
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
    end: (chunk: string) => void (text = chunk),
  } as unknown as ServerResponse;
  route({} as never, res);
  return { status, body: JSON.parse(text), text, headers };
}

async function signIn(): Promise<void> {
  h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(7, TOKEN) });
  expect(
    (await h.browser.call('POST', '/api/login', { body: { email: 'a@b.test', password: 'pw-12345678' } })).status,
  ).toBe(200);
  for (const proxy of Object.values(proxies)) for (const [name, value] of h.browser.jar) proxy.jar.set(name, value);
}

describe('the benchmark floor route', () => {
  it('is a plain 404 unless the server was started for the benchmark', () => {
    delete process.env.BENCH;
    const { status, body } = callFloor();
    expect({ status, body }).toEqual({
      status: 404,
      body: { status: false, message: 'Not found.', code: 'ROUTE_NOT_FOUND' },
    });
    process.env.BENCH = 'true';
    expect(callFloor().status).toBe(404);
  });

  it('answers its static JSON with BENCH=1', () => {
    process.env.BENCH = '1';
    const { status, body } = callFloor();
    expect({ status, body }).toEqual({ status: 200, body: { status: true } });
  });
});

describe("the benchmark floor with a cached list's answer (path l)", () => {
  it('is a plain 404 unless the server was started for the benchmark', () => {
    delete process.env.BENCH;
    const { status, body } = callFloor(benchFloorList);
    expect({ status, body }).toEqual({
      status: 404,
      body: { status: false, message: 'Not found.', code: 'ROUTE_NOT_FOUND' },
    });
  });

  it("sends the sidebar list's size with the sidebar's header names, as JSON", async () => {
    process.env.BENCH = '1';
    const { FLOOR_LIST_BYTES } = await import('@/bff/http/bench-floor');
    const floor = callFloor(benchFloorList);
    expect(floor.status).toBe(200);
    expect(floor.body).toMatchObject({ status: true });
    expect(Buffer.byteLength(floor.text)).toBe(FLOOR_LIST_BYTES);
    expect(floor.headers['content-length']).toBe(FLOOR_LIST_BYTES);
    // The names a cached sidebar answer carries (endpoint.ts and sidebar.ts), so that d − l
    // leaves out no header's cost.
    expect(Object.keys(floor.headers).sort()).toEqual([
      'cache-control',
      'content-length',
      'content-type',
      'vary',
      'x-request-id',
    ]);
  });
});

describe.each([
  ['bare', '/api/bench-proxy'],
  ['got', '/api/bench-got-proxy'],
] as const)('the benchmark proxy floor route with %s HTTP', (client, path) => {
  const proxy = { call: (...args: Parameters<TestBrowser['call']>) => proxies[client].call(...args) };
  it('is a plain 404 without BENCH=1 and never reaches the upstream, even signed in', async () => {
    await signIn();
    const calls = h.upstream.requests.length;
    delete process.env.BENCH;
    const answer = await proxy.call('GET', path);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('ROUTE_NOT_FOUND');
    expect(h.upstream.requests.length).toBe(calls);
  });

  it('answers 401 to a guest without calling the upstream', async () => {
    process.env.BENCH = '1';
    const calls = h.upstream.requests.length;
    // No session cookie, as a guest's browser sends.
    const answer = await proxy.call('GET', path, { headers: { cookie: '' } });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('UNAUTHENTICATED');
    expect(h.upstream.requests.length).toBe(calls);
  });

  it("relays GET /api/connect with the session's token, whatever path or headers the client sent", async () => {
    process.env.BENCH = '1';
    await signIn();
    const connect = { status: true, channel: 'private-user.7' };
    h.upstream.on('GET', '/api/connect', { status: 200, body: connect });
    const answer = await proxy.call('GET', `${path}/../user?x=1`, {
      headers: { authorization: 'Bearer from-the-client', 'x-forwarded-host': 'evil.test' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(connect);
    const sent = h.upstream.last()!;
    expect(sent.url).toBe('/api/connect');
    expect(sent.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent.headers['x-forwarded-host']).toBeUndefined();
  });
});
