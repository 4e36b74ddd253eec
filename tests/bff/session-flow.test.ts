import { startHarness, upstreamSession, upstreamUser, type Harness } from './helpers';

const TOKEN = 'upstream-token-SECRET-abc';
const KEY = 'user-api-key-SECRET-7f3a';
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
afterEach(() => expect(h.upstream.pending()).toEqual([]));

const activeNumbers = {
  status: true,
  numbers: { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
  antifraud: { restricted: false, cancelled_last_24h: 0, limit: 10, message: null },
  total_count: 0,
};

describe('a whole scripted session', () => {
  it('signs in, calls, signs out, and the browser never sees the token or user.key', async () => {
    const { upstream, browser } = h;
    upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(7, TOKEN) });
    const login = await browser.call('POST', '/api/login', { body: { email: 'Demo@Codeport.test ', password: 'demo-password-1' } });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ status: true, user: expect.objectContaining({ id: 7, email: 'user7@codeport.test' }) });
    expect(JSON.parse(upstream.last()!.body)).toEqual({ email: 'demo@codeport.test', password: 'demo-password-1' });
    expect(upstream.last()!.headers.authorization).toBeUndefined();
    const cookie = login.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^codeport_session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);

    upstream.on('GET', '/api/user', { status: 200, body: { user: upstreamUser(7, KEY) } });
    const me = await browser.call('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(7);
    expect(me.body.user).not.toHaveProperty('key');
    expect(upstream.last()!.headers.authorization).toBe(`Bearer ${TOKEN}`);

    upstream.on('GET', '/api/user/active-numbers', { status: 200, body: activeNumbers });
    const list = await browser.call('GET', '/api/user/active-numbers?page=2&services_ids[]=3&services_ids[]=7&search=&countries_ids=');
    expect(list.status).toBe(200);
    expect(list.body.total_count).toBe(0);
    // Spec §5: empty filters dropped, arrays comma-joined.
    expect(upstream.last()!.url).toBe('/api/user/active-numbers?page=2&services_ids=3%2C7');

    upstream.on('POST', '/api/user/api-key', { status: 200, body: { status: true, message: 'New key', key: 'another-SECRET-key' } });
    const regenerated = await browser.call('POST', '/api/user/api-key');
    expect(regenerated.status).toBe(200);
    // The one answer meant to carry a key: the new one, shown once (tests/bff/api-key.test.ts).
    expect(regenerated.body).toEqual({ status: true, message: 'New key', key: 'another-SECRET-key' });

    upstream.on('POST', '/api/logout', { status: 200, body: { status: true, message: 'Signed out.' } });
    const logout = await browser.call('POST', '/api/logout');
    expect(logout.status).toBe(200);
    expect(upstream.last()!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(logout.headers['set-cookie']?.[0]).toMatch(/^codeport_session=; Path=\/; Max-Age=0;/);
    expect(browser.jar.has('codeport_session')).toBe(false);

    const after = await browser.call('GET', '/api/user');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ status: false, code: 'UNAUTHENTICATED', action: 'login' });

    // The scan: every body, header and cookie the browser got.
    expect(browser.received.length).toBe(6);
    for (const answer of browser.received) {
      const everything = `${answer.text}\n${JSON.stringify(answer.headers)}`;
      for (const secret of [TOKEN, `refresh-${TOKEN}`, KEY]) expect(everything).not.toContain(secret);
      if (answer !== regenerated) expect(everything).not.toContain('another-SECRET-key');
    }
    const loggedText = JSON.stringify(h.logs.lines);
    for (const secret of [TOKEN, KEY, 'another-SECRET-key', 'demo-password-1']) expect(loggedText).not.toContain(secret);
  });

  it('writes one log line per request with id, route, status, upstream status, retries, duration and user id', () => {
    const line = h.logs.lines.find((l) => l.route === 'activations.active');
    expect(line).toMatchObject({ method: 'GET', status: 200, upstreamStatus: 200, retries: 0, userId: 7 });
    expect(typeof line?.requestId).toBe('string');
    expect(typeof line?.durationMs).toBe('number');
    expect(h.logs.lines.filter((l) => l.msg === 'bff request')).toHaveLength(h.browser.received.length);
  });
});
