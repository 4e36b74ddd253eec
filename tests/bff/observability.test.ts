import { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { startHarness, upstreamDeadline, upstreamSession, type Harness } from './helpers';

// Issue 4 §9: one pino line per BFF request with the production redaction, and error
// reports for every failure status except the ones the UI handles (401, 403, 404, 409, 422).
let h: Harness;
const reports: { error: unknown; context: Record<string, unknown> }[] = [];

beforeAll(async () => {
  h = await startHarness({ BFF_BODY_LIMIT_BYTES: '1024' });
  const { setReporter } = await import('@/bff/observability/report');
  setReporter((error, context) => reports.push({ error, context }));
});
afterAll(async () => {
  const { setReporter } = await import('@/bff/observability/report');
  setReporter(undefined);
  await h.stop();
});
beforeEach(() => {
  h.upstream.reset();
  h.browser.jar.clear();
  reports.length = 0;
});

const price = '/api/price?service_id=1&country_id=2';
const creds = { email: 'demo@codeport.test', password: 'hunter2-SECRET-password' };

describe('the pino redaction', () => {
  it('blanks tokens, cookies, passwords, codes and keys wherever a caller puts them', async () => {
    const { createBffLogger } = await import('@/bff/observability/logger');
    const out: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _e, done) => void (out.push(chunk.toString()), done()) });
    const logger = createBffLogger(stream, 'info');
    logger.info(
      {
        token: 'T1',
        refresh_token: 'T2',
        password: 'P1',
        code: '123456',
        key: 'K1',
        secret: 'S1',
        headers: { authorization: 'Bearer T3', cookie: 'codeport_session=C1', 'set-cookie': 'C2' },
        body: { password: 'P2', one_time_password: '654321', password_confirmation: 'P3', token: 'T4' },
        user: { key: 'K2', id: 7 },
      },
      'oops',
    );
    const line = out.join('');
    for (const secret of ['T1', 'T2', 'T3', 'T4', 'P1', 'P2', 'P3', '123456', '654321', 'K1', 'K2', 'S1', 'C1', 'C2'])
      expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({
      user: { id: 7, key: '[redacted]' },
      headers: { authorization: '[redacted]' },
    });
  });

  it('prints readable lines in development, redacted the same way', async () => {
    const { createBffLogger, prettyDestination } = await import('@/bff/observability/logger');
    const out: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _e, done) => void (out.push(chunk.toString()), done()) });
    createBffLogger(prettyDestination(stream), 'info').info(
      { route: 'user.show', status: 200, token: 'T1' },
      'bff request',
    );
    await new Promise((resolve) => setImmediate(resolve));
    const text = out.join('');
    expect(text).toMatch(/INFO.*\(bff\): bff request/);
    expect(text).toContain('route: "user.show"');
    expect(text).not.toContain('T1');
    expect(() => JSON.parse(text)).toThrow();
  });
});

describe('one log line per request', () => {
  const cases: [string, () => Promise<unknown>, Record<string, unknown>][] = [
    [
      'a proxied GET',
      async () => {
        h.upstream.on('GET', '/api/price', {
          status: 200,
          body: { status: true, data: { operators: [], price: 1, count: 1 } },
        });
        return h.browser.call('GET', price);
      },
      { route: 'catalog.price', method: 'GET', status: 200, upstreamStatus: 200, retries: 0 },
    ],
    [
      'an unknown route',
      () => h.browser.call('GET', '/api/nope'),
      { route: 'unmatched', status: 404, errorCode: 'ROUTE_NOT_FOUND' },
    ],
    [
      'a cross-site POST',
      () => h.browser.call('POST', '/api/login', { body: creds, headers: { origin: 'https://evil.example' } }),
      { status: 403, errorCode: 'CROSS_SITE' },
    ],
    [
      'an oversized body',
      () => h.browser.call('POST', '/api/login', { body: { ...creds, pad: 'x'.repeat(2000) } }),
      { status: 413, errorCode: 'PAYLOAD_TOO_LARGE' },
    ],
    [
      'a retried GET',
      async () => {
        h.upstream.on(
          'GET',
          '/api/price',
          { status: 502, body: {} },
          { status: 200, body: { status: true, data: { operators: [], price: 1, count: 1 } } },
        );
        return h.browser.call('GET', price);
      },
      { status: 200, upstreamStatus: 200, retries: 1 },
    ],
    [
      'an upstream that is down',
      async () => {
        h.upstream.on('GET', '/api/price', 'reset');
        return h.browser.call('GET', price);
      },
      { status: 503, errorCode: 'UPSTREAM_UNAVAILABLE' },
    ],
  ];

  it.each(cases)(
    'for %s, with id, route, method, status, upstream status, retries and duration',
    async (_name, run, expected) => {
      const answer = (await run()) as { headers: Record<string, unknown> };
      // The line is written when the response finishes, which may be just after the browser
      // has it: wait for the line of this request, then check it is the only one.
      const id = answer.headers['x-request-id'];
      expect(id).toEqual(expect.any(String));
      const mine = () => h.logs.lines.filter((l) => l.requestId === id);
      for (let i = 0; i < 50 && mine().length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      const lines = mine();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ msg: 'bff request', ...expected });
      expect(lines[0]!.requestId).toMatch(/^[\da-f-]{36}$/);
      expect(typeof lines[0]!.durationMs).toBe('number');
    },
  );

  it('matches the X-Request-Id the browser got, and carries the user id of a session', async () => {
    h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(31, 'log-token-SECRET') });
    await h.browser.call('POST', '/api/login', { body: creds });
    h.upstream.on('GET', '/api/user/latest-purchases', { status: 200, body: { status: true, purchases: [] } });
    const answer = await h.browser.call('GET', '/api/user/latest-purchases');
    const line = h.logs.lines.at(-1)!;
    expect(line.requestId).toBe(answer.headers['x-request-id']);
    expect(line).toMatchObject({ route: 'activations.latest', userId: 31 });
    const text = JSON.stringify(h.logs.lines);
    for (const secret of ['log-token-SECRET', 'hunter2-SECRET-password', 'user-api-key-SECRET'])
      expect(text).not.toContain(secret);
  });
});

describe('error reports', () => {
  it.each([401, 403, 404, 409, 422])('are not sent for an upstream %i', async (status) => {
    h.upstream.on('GET', '/api/price', { status, body: { status: false, message: 'x' } });
    await h.browser.call('GET', price);
    expect(reports).toEqual([]);
  });

  it.each([400, 500, 502, 503, 504])('are sent for an upstream %i, with the log line as context', async (status) => {
    h.upstream.on(
      'GET',
      '/api/price',
      { status, body: { status: false, message: 'x' } },
      { status, body: { status: false, message: 'x' } },
    );
    await h.browser.call('GET', price);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.context).toMatchObject({ route: 'catalog.price', status });
  });

  it.each([
    ['the upstream is unreachable (503)', 'reset' as const, 503],
    ['the upstream breaks the contract (502)', { status: 200, body: { nope: true } }, 502],
  ])('are sent when %s', async (_name, reply, status) => {
    h.upstream.on('GET', '/api/price', reply, reply);
    const answer = await h.browser.call('GET', price);
    expect(answer.status).toBe(status);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.error).toBeInstanceOf(Error);
  });

  describe('against a short deadline', () => {
    upstreamDeadline(300);

    it('are sent when the upstream is too slow (504)', async () => {
      const slow = { status: 200, body: {}, delayMs: 1_000 };
      h.upstream.on('GET', '/api/price', slow, slow);
      const answer = await h.browser.call('GET', price);
      expect(answer.status).toBe(504);
      expect(reports).toHaveLength(1);
      expect(reports[0]!.error).toBeInstanceOf(Error);
    });
  });

  it("are not sent for the BFF's own 401, 403 and 404", async () => {
    await h.browser.call('GET', '/api/user');
    await h.browser.call('POST', '/api/login', { body: creds, headers: { origin: 'https://evil.example' } });
    await h.browser.call('GET', '/api/admin');
    expect(reports).toEqual([]);
  });

  it('cost a request that answers well nothing: no Error is made for it', async () => {
    // An Error captures its stack when made (~6 µs a request in a Next server, issue 19), and
    // only a reportable status needs one. Count every Error made while one endpoint answers.
    const { endpoint, sendJson } = await import('@/bff/http/endpoint');
    const handle = endpoint('test.ok', async ({ res }) => sendJson(res, 200, { status: true }));
    const made = { count: 0 };
    const RealError = globalThis.Error;
    const answer = async (status: number) => {
      const req = Object.assign(new IncomingMessage(null as never), { method: 'GET', url: '/x' });
      const res = new ServerResponse(req);
      res.end = (() => res) as never; // no socket: the answer goes nowhere
      const failing = endpoint('test.fail', async ({ res: r }) => sendJson(r, status, { status: false }));
      globalThis.Error = new Proxy(RealError, {
        construct(target, args, newTarget) {
          made.count++;
          return Reflect.construct(target, args, newTarget) as object;
        },
      });
      try {
        await (status === 200 ? handle : failing)(req, res);
      } finally {
        globalThis.Error = RealError;
      }
    };
    await answer(200);
    expect(made.count).toBe(0);
    expect(reports).toEqual([]);
    // The same count sees the Error a reportable status does need.
    await answer(500);
    expect(made.count).toBe(1);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.error).toBeInstanceOf(RealError);
  });

  it('survive a reporter that throws', async () => {
    const { setReporter } = await import('@/bff/observability/report');
    setReporter(() => {
      throw new Error('sentry down');
    });
    h.upstream.on('GET', '/api/price', { status: 500, body: {} }, { status: 500, body: {} });
    const answer = await h.browser.call('GET', price);
    expect(answer.status).toBe(500);
    setReporter((error, context) => reports.push({ error, context }));
  });
});
