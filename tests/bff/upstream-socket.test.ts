import type { FakeUpstream } from './fake-upstream';
import { startHarness, upstreamDeadline, type Harness } from './helpers';

// What only a real socket shows: the BFF's deadline against a hung upstream, a reset or
// refused connection, recovery, and keep-alive reuse. Everything else runs against nock.
let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { socket: true });
});
afterAll(() => h.stop());
beforeEach(() => h.upstream.reset());

const price = '/api/price?service_id=1&country_id=2';
const ok = { status: 200, body: { status: true, data: { operators: [], price: 5, count: 1 } } };

describe('upstream slow', () => {
  upstreamDeadline(1_500);

  it('answers 504 UPSTREAM_TIMEOUT within the bound when the upstream hangs', async () => {
    h.upstream.on('GET', '/api/price', 'hang', 'hang');
    const started = Date.now();
    const answer = await h.browser.call('GET', price);
    expect(answer.status).toBe(504);
    expect(answer.body.code).toBe('UPSTREAM_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});

describe('upstream down', () => {
  it('answers 503 UPSTREAM_UNAVAILABLE when the connection is reset, and recovers by itself', async () => {
    h.upstream.on('GET', '/api/price', 'reset');
    const down = await h.browser.call('GET', price);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('UPSTREAM_UNAVAILABLE');
    h.upstream.on('GET', '/api/price', ok);
    expect((await h.browser.call('GET', price)).status).toBe(200);
  });

  it('answers 503 quickly while nothing listens, and serves again once the upstream is back', async () => {
    const port = Number(new URL(h.upstream.url).port);
    await h.upstream.stop();
    const started = Date.now();
    const down = await h.browser.call('GET', price);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('UPSTREAM_UNAVAILABLE');
    // Under the 2 s connect timeout a missed refusal would run into.
    expect(Date.now() - started).toBeLessThan(1_900);
    await (h.upstream as FakeUpstream).start(port);
    h.upstream.on('GET', '/api/price', ok);
    expect((await h.browser.call('GET', price)).status).toBe(200);
  });
});

describe('keep-alive', () => {
  it('reuses one upstream connection for sequential calls', async () => {
    const upstream = h.upstream as FakeUpstream;
    h.upstream.on('GET', '/api/price', ok, ok, ok, ok, ok);
    await h.browser.call('GET', price);
    const opened = upstream.connections;
    for (let i = 0; i < 4; i += 1) expect((await h.browser.call('GET', price)).status).toBe(200);
    expect(upstream.connections).toBe(opened);
    expect(h.upstream.requests).toHaveLength(5);
  });
});
