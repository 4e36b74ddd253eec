import type { ServerResponse } from 'node:http';
import { startHarness, TestBrowser, upstreamSession, type Harness } from './helpers';

const TOKEN = 'upstream-token-SECRET-bench';
let h: Harness;
let proxy: TestBrowser;
let benchFloor: typeof import('@/bff/http/bench-floor').benchFloor;

beforeAll(async () => {
  h = await startHarness();
  const routes = await import('@/bff/http/bench-floor');
  benchFloor = routes.benchFloor;
  proxy = new TestBrowser(routes.benchBareProxy);
  await proxy.start();
});
afterAll(async () => {
  await proxy.stop();
  await h.stop();
});
afterEach(() => expect(h.upstream.pending()).toEqual([]));

const before = process.env.BENCH;
afterEach(() => {
  if (before === undefined) delete process.env.BENCH;
  else process.env.BENCH = before;
});

function callFloor(): { status: number; body: unknown } {
  let status = 0;
  let text = '';
  const res = {
    headersSent: false,
    set statusCode(value: number) {
      status = value;
    },
    setHeader: () => undefined,
    end: (chunk: string) => void (text = chunk),
  } as unknown as ServerResponse;
  benchFloor({} as never, res);
  return { status, body: JSON.parse(text) };
}

async function signIn(): Promise<void> {
  h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(7, TOKEN) });
  expect(
    (await h.browser.call('POST', '/api/login', { body: { email: 'a@b.test', password: 'pw-12345678' } })).status,
  ).toBe(200);
  for (const [name, value] of h.browser.jar) proxy.jar.set(name, value);
}

describe('the benchmark floor route', () => {
  it('is a plain 404 unless the server was started for the benchmark', () => {
    delete process.env.BENCH;
    expect(callFloor()).toEqual({
      status: 404,
      body: { status: false, message: 'Not found.', code: 'ROUTE_NOT_FOUND' },
    });
    process.env.BENCH = 'true';
    expect(callFloor().status).toBe(404);
  });

  it('answers its static JSON with BENCH=1', () => {
    process.env.BENCH = '1';
    expect(callFloor()).toEqual({ status: 200, body: { status: true } });
  });
});

describe('the benchmark proxy floor route', () => {
  it('is a plain 404 without BENCH=1 and never reaches the upstream, even signed in', async () => {
    await signIn();
    const calls = h.upstream.requests.length;
    delete process.env.BENCH;
    const answer = await proxy.call('GET', '/api/bench-proxy');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('ROUTE_NOT_FOUND');
    expect(h.upstream.requests.length).toBe(calls);
  });

  it('answers 401 to a guest without calling the upstream', async () => {
    process.env.BENCH = '1';
    const calls = h.upstream.requests.length;
    // No session cookie, as a guest's browser sends.
    const answer = await proxy.call('GET', '/api/bench-proxy', { headers: { cookie: '' } });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('UNAUTHENTICATED');
    expect(h.upstream.requests.length).toBe(calls);
  });

  it("relays GET /api/connect with the session's token, whatever path or headers the client sent", async () => {
    process.env.BENCH = '1';
    await signIn();
    const connect = { status: true, channel: 'private-user.7' };
    h.upstream.on('GET', '/api/connect', { status: 200, body: connect });
    const answer = await proxy.call('GET', '/api/bench-proxy/../user?x=1', {
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
