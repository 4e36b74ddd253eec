import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { call } from './helpers/http';
import { createTestApp, testConfig, testDatabases, type TestApp } from './helpers/test-db';
import { makeUser, testClock, type TestClock } from './helpers/commerce';
import { startReceiver } from './helpers/webhook-receiver';
import { VERIFY_SNIPPET } from '../../src/features/webhooks/utils/verify-snippet';
import { MAX_ATTEMPTS, RETRY_DELAYS_S, runWebhookSender } from '../../upstream/developer/webhooks/sender';
import { startWebhookSender } from '../../upstream/developer/webhooks/sender-loop';
import { isPublicAddress } from '../../upstream/developer/webhooks/address-guard';

/** The documented receiver snippet, run as users would paste it. */
const verify = new Function('require', `${VERIFY_SNIPPET}\nreturn verify;`)(require) as (
  secret: string,
  header: string,
  body: string,
) => boolean;

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

async function addEndpoint(t: TestApp, token: string, url: string, events = ['activation.code_received']) {
  const res = await call(t.app, 'POST', '/api/user/webhooks', { token, body: { url, events } });
  expect(res.status).toBe(201);
  return res.body as { endpoint: { id: number }; secret: string };
}

async function delivery(t: TestApp, id: number) {
  return t.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe.each(testDatabases())('webhook sender on $name (development endpoints mode)', (database) => {
  let t: TestApp;
  let clock: TestClock;
  let rx: Receiver;
  beforeAll(async () => {
    // Real time at the start: the snippet checks the timestamp against Date.now().
    clock = testClock(new Date());
    t = await createTestApp(database, { now: clock.now });
    rx = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await rx.close();
    await t.close();
  });
  beforeEach(() => {
    rx.received.length = 0;
  });

  /** A new user's endpoint at `url`, with a test event queued to it. */
  async function testEventTo(url: string) {
    const u = await makeUser(t);
    const { endpoint } = await addEndpoint(t, u.token, url);
    const queued = await call(t.app, 'POST', `/api/user/webhooks/${endpoint.id}/test`, { token: u.token });
    return { u, endpoint, id: queued.body.delivery.id as number };
  }

  it('signs each delivery so that the documented snippet verifies it, and logs it as delivered', async () => {
    const u = await makeUser(t);
    const { endpoint, secret } = await addEndpoint(t, u.token, rx.url('/ok'));
    const test = await call(t.app, 'POST', `/api/user/webhooks/${endpoint.id}/test`, { token: u.token });
    expect(test.status).toBe(202);
    expect(await runWebhookSender(t.ctx)).toBe(1);
    expect(rx.received).toHaveLength(1);
    const got = rx.received[0]!;
    const header = String(got.headers['codeport-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(secret, header, got.body)).toBe(true);
    expect(verify(secret, header, got.body.replace('Test', 'Fake'))).toBe(false);
    expect(verify('whsec_other', header, got.body)).toBe(false);
    expect(JSON.parse(got.body)).toMatchObject({ event: 'webhook.test', data: { endpoint_id: endpoint.id } });
    const log = await call(t.app, 'GET', `/api/user/webhooks/${endpoint.id}/deliveries`, { token: u.token });
    expect(log.body.data[0]).toMatchObject({
      event: 'webhook.test',
      state: 'delivered',
      status_code: 204,
      attempts: 1,
    });
  });

  it("a stalled attempt that outlived its lease leaves the newer attempt's result alone", async () => {
    // The first POST is held (a worker stalled mid-flight) and then fails; every later one is taken.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => undefined;
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    let requests = 0;
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        requests += 1;
        if (requests > 1) return void res.writeHead(204).end();
        arrived();
        void held.then(() => res.writeHead(500).end('late failure'));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { u, endpoint, id } = await testEventTo(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);

      const stalled = runWebhookSender(t.ctx);
      await firstArrived;
      clock.advance(t.ctx.config.webhooks.timeoutMs + 61_000);
      expect(await runWebhookSender(t.ctx)).toBe(1);
      expect(await delivery(t, id)).toMatchObject({ state: 'delivered', attempts: 2, status_code: 204 });

      release();
      await stalled;
      expect(await delivery(t, id)).toMatchObject({ state: 'delivered', attempts: 2, status_code: 204 });
      const list = await call(t.app, 'GET', '/api/user/webhooks', { token: u.token });
      expect(list.body.data[0]).toMatchObject({ id: endpoint.id, failure_streak: 0, paused: false });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('retries with exponential backoff, then pauses the endpoint and notifies the owner once', async () => {
    const { u, endpoint, id } = await testEventTo(rx.url('/fail'));
    const start = clock.now().getTime();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await runWebhookSender(t.ctx)).toBe(1);
      // Nothing is due again before the scheduled time.
      expect(await runWebhookSender(t.ctx)).toBe(0);
      const row = await delivery(t, id);
      expect(row.attempts).toBe(attempt);
      expect(row.status_code).toBe(500);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.state).toBe('pending');
        const wait = row.next_attempt_at!.getTime() - clock.now().getTime();
        waits.push(wait / 1000);
        clock.advance(wait);
      } else {
        expect(row.state).toBe('failed');
        expect(row.next_attempt_at).toBeNull();
      }
    }
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(8);
    expect(waits).toEqual([...RETRY_DELAYS_S]);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
    const spanHours = (clock.now().getTime() - start) / 3_600_000;
    expect(spanHours).toBeGreaterThan(1.9);
    expect(spanHours).toBeLessThan(2.5);
    expect(rx.received).toHaveLength(MAX_ATTEMPTS);

    const list = await call(t.app, 'GET', '/api/user/webhooks', { token: u.token });
    expect(list.body.data[0]).toMatchObject({ id: endpoint.id, paused: true, failure_streak: MAX_ATTEMPTS });
    const notes = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', u.id).execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Webhook endpoint paused', link: '/settings/api' });
    expect(notes[0]!.body).toContain(rx.url('/fail'));
    expect(t.published.some((p) => p.userId === u.id && p.event === 'NewUserNotification')).toBe(true);

    // Paused: a new test event waits instead of being sent; resuming sends it at once.
    const waiting = await call(t.app, 'POST', `/api/user/webhooks/${endpoint.id}/test`, { token: u.token });
    clock.advance(3_600_000);
    expect(await runWebhookSender(t.ctx)).toBe(0);
    const resumed = await call(t.app, 'PUT', `/api/user/webhooks/${endpoint.id}`, {
      token: u.token,
      body: { paused: false, events: ['activation.code_received'] },
    });
    expect(resumed.body.endpoint).toMatchObject({ paused: false, failure_streak: 0 });
    expect(await runWebhookSender(t.ctx)).toBe(1);
    expect((await delivery(t, waiting.body.delivery.id as number)).attempts).toBe(1);
    // The notification went out when the endpoint paused, not for the later failure.
    expect(await t.db.selectFrom('notifications').selectAll().where('user_id', '=', u.id).execute()).toHaveLength(1);
  });

  it('does not follow redirects: a 302 is a failed attempt and the target of the redirect is never called', async () => {
    const { id } = await testEventTo(rx.url('/redirect'));
    await runWebhookSender(t.ctx);
    const row = await delivery(t, id);
    expect(row).toMatchObject({
      state: 'pending',
      status_code: 302,
      last_error: 'Redirect not followed.',
      error_code: 'redirect',
    });
    expect(rx.received.map((r) => r.path)).toEqual(['/redirect']);
  });

  it('gives up on a receiver that never answers after the configured timeout and records it', async () => {
    const { id } = await testEventTo(rx.url('/hang'));
    // The same worker with a short timeout, so the test need not wait the default 3 s.
    expect(t.ctx.config.webhooks.timeoutMs).toBe(3_000);
    await runWebhookSender({ ...t.ctx, config: testConfig({ WEBHOOK_TIMEOUT_MS: '300' }) });
    const row = await delivery(t, id);
    expect(row).toMatchObject({
      state: 'pending',
      status_code: null,
      attempts: 1,
      last_error: 'Timeout after 300 ms.',
      error_code: 'timeout',
    });
    expect(rx.received.map((r) => r.path)).toEqual(['/hang']);
  });

  it("sends the oldest due delivery of each endpoint in a pass: one endpoint's backlog delays only its own", async () => {
    const flooder = await makeUser(t);
    const other = await makeUser(t);
    const flooded = (await addEndpoint(t, flooder.token, rx.url('/ok'))).endpoint;
    const quiet = (await addEndpoint(t, other.token, rx.url('/ok'))).endpoint;
    for (let i = 0; i < 25; i += 1)
      await call(t.app, 'POST', `/api/user/webhooks/${flooded.id}/test`, { token: flooder.token });
    clock.advance(1_000);
    const waiting = await call(t.app, 'POST', `/api/user/webhooks/${quiet.id}/test`, { token: other.token });
    // Before, the pass took the 20 oldest due rows, all of them the flooded endpoint's.
    expect(await runWebhookSender(t.ctx)).toBe(2);
    expect(await delivery(t, waiting.body.delivery.id as number)).toMatchObject({ state: 'delivered' });
    const sentTo = rx.received.map((r) => (JSON.parse(r.body) as { data: { endpoint_id: number } }).data.endpoint_id);
    expect(sentTo.sort()).toEqual([flooded.id, quiet.id].sort());
    for (let pass = 0; pass < 24; pass += 1) expect(await runWebhookSender(t.ctx)).toBe(1);
    expect(await runWebhookSender(t.ctx)).toBe(0);
  });

  it('the running sender keeps delivering to other endpoints while one holds its request', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => undefined;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    const slow = http.createServer((req, res) => {
      req.resume();
      arrived();
      void held.then(() => res.writeHead(204).end());
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const stop = startWebhookSender(t.ctx, 20);
    try {
      const slowOwner = await makeUser(t);
      const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/hook`;
      const slowEndpoint = (await addEndpoint(t, slowOwner.token, slowUrl)).endpoint;
      await call(t.app, 'POST', `/api/user/webhooks/${slowEndpoint.id}/test`, { token: slowOwner.token });
      await slowArrived;
      const u = await makeUser(t);
      const { endpoint } = await addEndpoint(t, u.token, rx.url('/ok'));
      const queued = await call(t.app, 'POST', `/api/user/webhooks/${endpoint.id}/test`, { token: u.token });
      // Before, the sender waited for the held request (up to the 3 s timeout) before it claimed
      // anything else.
      const id = queued.body.delivery.id as number;
      const deadline = Date.now() + 2_000;
      while ((await delivery(t, id)).state !== 'delivered' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(await delivery(t, id)).toMatchObject({ state: 'delivered' });
    } finally {
      release();
      await stop();
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('gives up on a name whose DNS server never answers within the same timeout', async () => {
    const { id } = await testEventTo('http://silent-dns.example/hook');
    const never = () => new Promise<{ address: string; family: number }[]>(() => undefined);
    await runWebhookSender({ ...t.ctx, config: testConfig({ WEBHOOK_TIMEOUT_MS: '300' }) }, { resolve: never });
    const row = await delivery(t, id);
    expect(row).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: 'Timeout after 300 ms.',
      error_code: 'timeout',
    });
  });

  it('logs a refused connection as such, and a later success clears the reason', async () => {
    const { u, endpoint, id } = await testEventTo('http://127.0.0.1:1/hook');
    await runWebhookSender(t.ctx);
    expect(await delivery(t, id)).toMatchObject({ state: 'pending', error_code: 'connection' });
    expect((await delivery(t, id)).last_error).toMatch(/ECONNREFUSED/);
    await t.db
      .updateTable('webhook_endpoints')
      .set({ url: rx.url('/ok') })
      .where('id', '=', endpoint.id)
      .execute();
    clock.advance(RETRY_DELAYS_S[0] * 1000);
    await runWebhookSender(t.ctx);
    expect(await delivery(t, id)).toMatchObject({ state: 'delivered', last_error: null, error_code: null });
    const log = await call(t.app, 'GET', `/api/user/webhooks/${endpoint.id}/deliveries`, { token: u.token });
    expect(log.body.data[0]).toMatchObject({ id, error_code: null });
  });

  it('never lets two workers deliver one row twice', async () => {
    const u = await makeUser(t);
    const { endpoint } = await addEndpoint(t, u.token, rx.url('/ok'));
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1)
      ids.push(
        (await call(t.app, 'POST', `/api/user/webhooks/${endpoint.id}/test`, { token: u.token })).body.delivery
          .id as number,
      );
    // Pairs of workers racing, pass after pass (each pass takes one delivery per endpoint).
    let attempted = 0;
    for (let pass = 0; pass < 20; pass += 1) {
      const [a, b] = await Promise.all([runWebhookSender(t.ctx), runWebhookSender(t.ctx)]);
      attempted += a + b;
    }
    expect(attempted).toBe(12);
    expect(rx.received).toHaveLength(12);
    const sent = rx.received.map((r) => Number(r.headers['codeport-delivery']));
    expect(sent).toHaveLength(new Set(sent).size);
    expect(new Set(sent)).toEqual(new Set(ids));
    for (const id of ids) expect(await delivery(t, id)).toMatchObject({ state: 'delivered', attempts: 1 });
  });
});

describe.each(testDatabases())('webhook SSRF guard on $name (production rules)', (database) => {
  let t: TestApp;
  let rx: Receiver;
  beforeAll(async () => {
    t = await createTestApp(database, { config: testConfig({ WEBHOOKS_ALLOW_LOCAL: '0' }) });
    rx = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await rx.close();
    await t.close();
  });

  it('refuses http and private addresses when an endpoint is added', async () => {
    const u = await makeUser(t);
    for (const url of [
      rx.url('/ok'),
      'https://127.0.0.1/hook',
      'https://10.0.0.8/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
    ]) {
      const res = await call(t.app, 'POST', '/api/user/webhooks', {
        token: u.token,
        body: { url, events: ['balance.topup'] },
      });
      // With a code of its own: the browser says why in the user's language.
      expect({ url, status: res.status, code: res.body.code, field: Object.keys(res.body.errors ?? {}) }).toEqual({
        url,
        status: 422,
        code: 'WEBHOOK_URL_REFUSED',
        field: ['url'],
      });
    }
    expect(await t.db.selectFrom('webhook_endpoints').selectAll().where('user_id', '=', u.id).execute()).toEqual([]);
  });

  it.each([
    ['https://127.0.0.1/hook', /private or local address/, 'address_refused'],
    ['https://10.1.2.3/hook', /private or local address/, 'address_refused'],
    ['https://169.254.169.254/hook', /private or local address/, 'address_refused'],
    ['https://[::1]/hook', /private or local address/, 'address_refused'],
    ['https://[::ffff:127.0.0.1]/hook', /private or local address/, 'address_refused'],
    ['https://[fd00::1]/hook', /private or local address/, 'address_refused'],
    ['https://rebind.example/hook', /^rebind\.example does not resolve to a public address\.$/, 'unresolved'],
    // A name that does not exist reads the same: the log must not tell which internal names do.
    ['https://nxdomain.example/hook', /^nxdomain\.example does not resolve to a public address\.$/, 'unresolved'],
    ['http://93.184.216.34/hook', /https/, 'address_refused'],
  ])('never connects to %s', async (url, reason, code) => {
    const u = await makeUser(t);
    const now = t.ctx.now();
    // Stored directly: as if the name was public when added (DNS rebinding) or the rules changed.
    const e = await t.db
      .insertInto('webhook_endpoints')
      .values({
        user_id: u.id,
        url,
        events: '["balance.topup"]',
        secret: 's',
        payload_style: 'codeport',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const d = await t.db
      .insertInto('webhook_deliveries')
      .values({
        endpoint_id: e.id,
        event: 'webhook.test',
        body: '{}',
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resolve = async (host: string) => {
      if (host === 'nxdomain.example') throw new Error('getaddrinfo ENOTFOUND nxdomain.example');
      expect(host).toBe('rebind.example');
      return [{ address: '127.0.0.1', family: 4 }];
    };
    await runWebhookSender(t.ctx, { resolve });
    const row = await delivery(t, d.id);
    expect(row.status_code).toBeNull();
    expect(row.last_error).toMatch(reason);
    expect(row.error_code).toBe(code);
    expect(rx.received).toEqual([]);
  });

  it('classifies addresses: only public unicast passes', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    for (const a of ['127.0.0.1', '10.0.0.1', '172.16.0.1', '192.168.1.1', '169.254.1.1', '100.64.0.1', '0.0.0.0'])
      expect(isPublicAddress(a)).toBe(false);
    // IPv4-compatible IPv6 (::/96) names IPv4 addresses: ::7f00:1 is 127.0.0.1.
    for (const a of [
      '::1',
      '::',
      'fe80::1',
      'fd12::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '::7f00:1',
      '::a9fe:a9fe',
      '::5db8:d822',
    ])
      expect(isPublicAddress(a)).toBe(false);
  });

  it('refuses WEBHOOKS_ALLOW_LOCAL in production', () => {
    expect(() =>
      testConfig({
        NODE_ENV: 'production',
        WEBHOOKS_ALLOW_LOCAL: '1',
        SMS_INTAKE_SECRET: 'x'.repeat(16),
        PAYMENT_WEBHOOK_SECRET: 'x'.repeat(16),
        PUSHER_APP_SECRET: 'x'.repeat(16),
      }),
    ).toThrow(/WEBHOOKS_ALLOW_LOCAL/);
  });
});
