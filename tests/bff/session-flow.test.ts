import { startHarness, upstreamSession, upstreamUser, type Harness } from './helpers';

const TOKEN = 'upstream-token-SECRET-abc';
const KEY = 'user-api-key-SECRET-7f3a';
const NEW_TOKEN = 'refreshed-token-SECRET-def';
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
    const login = await browser.call('POST', '/api/login', {
      body: { email: 'Demo@Codeport.test ', password: 'demo-password-1' },
    });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      status: true,
      user: expect.objectContaining({ id: 7, email: 'user7@codeport.test' }),
    });
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
    const list = await browser.call(
      'GET',
      '/api/user/active-numbers?page=2&services_ids[]=3&services_ids[]=7&search=&countries_ids=',
    );
    expect(list.status).toBe(200);
    expect(list.body.total_count).toBe(0);
    // Spec §5: empty filters dropped, arrays comma-joined.
    expect(upstream.last()!.url).toBe('/api/user/active-numbers?page=2&services_ids=3%2C7');

    upstream.on('POST', '/api/user/api-key', {
      status: 200,
      body: { status: true, message: 'New key', key: 'another-SECRET-key', key_hint: 'another…-key' },
    });
    const regenerated = await browser.call('POST', '/api/user/api-key');
    expect(regenerated.status).toBe(200);
    // The one answer meant to carry a key: the new one, shown once (tests/bff/api-key.test.ts).
    expect(regenerated.body).toEqual({
      status: true,
      message: 'New key',
      key: 'another-SECRET-key',
      key_hint: 'another…-key',
    });

    // A misbehaving upstream error that echoes secrets: only the envelope's fields travel.
    upstream.on('POST', '/api/activation/buy', {
      status: 422,
      body: { status: false, message: 'No numbers', code: 'NO_NUMBERS', token: TOKEN, debug: { key: KEY } },
    });
    const buy = await browser.call('POST', '/api/activation/buy', { body: { service_id: 1, country_id: 2 } });
    expect(buy.status).toBe(422);
    expect(buy.body).toEqual({ status: false, message: 'No numbers', code: 'NO_NUMBERS' });

    upstream.on('POST', '/api/refresh', { status: 200, body: upstreamSession(7, NEW_TOKEN) });
    const refreshed = await browser.call('POST', '/api/refresh');
    expect(refreshed.body).toEqual({ status: true });
    expect(JSON.parse(upstream.last()!.body)).toEqual({ refresh_token: `refresh-${TOKEN}` });

    upstream.on('GET', '/api/countries', { status: 200, body: { status: true, count: 0, countries: [] } });
    expect((await browser.call('GET', '/api/sidebar?target=/api/countries')).status).toBe(200);
    expect(upstream.last()!.headers.authorization).toBe(`Bearer ${NEW_TOKEN}`);

    upstream.on('POST', '/broadcasting/auth', { status: 200, body: { auth: 'codeport-key:0123abcd' } });
    const channel = await browser.call('POST', '/api/broadcasting/auth', {
      body: 'socket_id=1.2&channel_name=private-user.7.0',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(channel.body).toEqual({ auth: 'codeport-key:0123abcd' });

    upstream.on('POST', '/api/logout', { status: 200, body: { status: true, message: 'Signed out.' } });
    const logout = await browser.call('POST', '/api/logout');
    expect(logout.status).toBe(200);
    expect(upstream.last()!.headers.authorization).toBe(`Bearer ${NEW_TOKEN}`);
    expect(logout.headers['set-cookie']?.[0]).toMatch(/^codeport_session=; Path=\/; Max-Age=0;/);
    expect(browser.jar.has('codeport_session')).toBe(false);

    const after = await browser.call('GET', '/api/user');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ status: false, code: 'UNAUTHENTICATED', action: 'login' });

    // The scan: every body, header and cookie the browser got.
    expect(browser.received.length).toBe(10);
    const secrets = [TOKEN, `refresh-${TOKEN}`, NEW_TOKEN, `refresh-${NEW_TOKEN}`, KEY, 'another-SECRET-key'];
    const cookiesSeen: string[] = [];
    for (const answer of browser.received) {
      const everything = `${answer.text}\n${JSON.stringify(answer.headers)}`;
      for (const secret of secrets) {
        // The regenerate answer is the one meant to carry the new key (shown once).
        if (answer === regenerated && secret === 'another-SECRET-key') continue;
        expect(everything).not.toContain(secret);
      }
      cookiesSeen.push(...(answer.headers['set-cookie'] ?? []));
    }
    // Login and refresh each set a session cookie; what it holds is sealed, in any encoding.
    expect(cookiesSeen.filter((c) => /^codeport_session=[^;]+;/.test(c))).toHaveLength(2);
    for (const cookie of cookiesSeen) {
      const value = decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='));
      const decoded = Buffer.from(value.replace(/^Fe26\.2\*/, ''), 'base64').toString('latin1');
      for (const secret of secrets) expect(`${value}\n${decoded}`).not.toContain(secret);
    }
    const loggedText = JSON.stringify(h.logs.lines);
    for (const secret of [...secrets, 'demo-password-1']) expect(loggedText).not.toContain(secret);
  });

  it('writes one log line per request with id, route, status, upstream status, retries, duration and user id', () => {
    const line = h.logs.lines.find((l) => l.route === 'activations.active');
    expect(line).toMatchObject({ method: 'GET', status: 200, upstreamStatus: 200, retries: 0, userId: 7 });
    expect(typeof line?.requestId).toBe('string');
    expect(typeof line?.durationMs).toBe('number');
    expect(h.logs.lines.filter((l) => l.msg === 'bff request')).toHaveLength(h.browser.received.length);
  });
});
