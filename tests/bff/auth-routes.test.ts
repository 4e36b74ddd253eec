import { signInThroughBff, upstreamSession, upstreamUser, harnessPerFile } from './helpers';

const h = harnessPerFile();

const creds = { email: 'demo@codeport.test', password: 'demo-password-1' };

const signIn = (id = 7, token = `token-${id}`, expiresInMs?: number) => signInThroughBff(h, { id, token, expiresInMs });

describe('login', () => {
  it.each(['verify-email', 'need-2fa-code'])('passes the %s action to the UI and stores nothing', async (action) => {
    h.upstream.on('POST', '/api/login', {
      status: 422,
      body: {
        status: false,
        message: 'Next step',
        code: 'TWO_FACTOR_REQUIRED',
        action,
        errors: { email: ['x'] },
        debug: 'internal',
      },
    });
    const answer = await h.browser.call('POST', '/api/login', { body: creds });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      status: false,
      message: 'Next step',
      code: 'TWO_FACTOR_REQUIRED',
      action,
      errors: { email: ['x'] },
    });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it.each([null, 42, { value: 'x' }, ['t']])('aborts silently when the token is %j', async (token) => {
    h.upstream.on('POST', '/api/login', { status: 200, body: { ...upstreamSession(), token } });
    const answer = await h.browser.call('POST', '/api/login', { body: creds });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: false, code: 'SIGN_IN_ABORTED' });
    expect(h.browser.jar.has('codeport_session')).toBe(false);
  });

  it('sets the cookie Secure when served over https behind a trusted proxy only', async () => {
    h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession() });
    const plain = await h.browser.call('POST', '/api/login', {
      body: creds,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(plain.headers['set-cookie']?.[0]).not.toMatch(/Secure/);
  });
});

describe('an upstream 401', () => {
  it('destroys the session and tells the UI to open the login dialog', async () => {
    await signIn();
    h.upstream.on('GET', '/api/user/latest-purchases', {
      status: 401,
      body: { status: false, message: 'Unauthenticated.' },
    });
    const answer = await h.browser.call('GET', '/api/user/latest-purchases');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      status: false,
      message: 'Unauthenticated.',
      code: 'UNAUTHENTICATED',
      action: 'login',
    });
    expect(answer.headers['set-cookie']?.[0]).toMatch(/^codeport_session=; .*Max-Age=0/);
    expect(h.browser.jar.has('codeport_session')).toBe(false);
  });

  it('is not reported as an error, while a 500 is', async () => {
    const reports: unknown[] = [];
    const { setReporter } = await import('@/bff/observability/report');
    setReporter((error) => reports.push(error));
    await signIn();
    h.upstream.on('GET', '/api/user/latest-purchases', { status: 401, body: { status: false, message: 'x' } });
    await h.browser.call('GET', '/api/user/latest-purchases');
    for (const status of [403, 404, 409, 422]) {
      h.upstream.on('GET', '/api/price', { status, body: { status: false, message: 'x' } });
      await h.browser.call('GET', '/api/price?service_id=1&country_id=1');
    }
    expect(reports).toEqual([]);
    h.upstream.on('GET', '/api/price', { status: 500, body: {} }, { status: 500, body: {} });
    await h.browser.call('GET', '/api/price?service_id=1&country_id=1');
    expect(reports).toHaveLength(1);
    setReporter(undefined);
  });
});

describe('session refresh', () => {
  it('exchanges the refresh token on POST /api/refresh without showing it', async () => {
    await signIn(7, 'old-token');
    h.upstream.on('POST', '/api/refresh', { status: 200, body: upstreamSession(7, 'new-token') });
    const answer = await h.browser.call('POST', '/api/refresh');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true });
    expect(JSON.parse(h.upstream.last()!.body)).toEqual({ refresh_token: 'refresh-old-token' });
    h.upstream.on('GET', '/api/user', { status: 200, body: { user: upstreamUser() } });
    await h.browser.call('GET', '/api/user');
    expect(h.upstream.last()!.headers.authorization).toBe('Bearer new-token');
  });

  it('refreshes a token about to expire before the call, once for concurrent requests', async () => {
    await signIn(7, 'expiring', 10_000);
    h.upstream.on('POST', '/api/refresh', { status: 200, body: upstreamSession(7, 'fresh'), delayMs: 50 });
    h.upstream.on(
      'GET',
      '/api/user',
      { status: 200, body: { user: upstreamUser() } },
      { status: 200, body: { user: upstreamUser() } },
    );
    const [a, b] = await Promise.all([h.browser.call('GET', '/api/user'), h.browser.call('GET', '/api/user')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(h.upstream.requests.filter((r) => r.url === '/api/refresh')).toHaveLength(1);
    expect(h.upstream.requests.filter((r) => r.url === '/api/user').map((r) => r.headers.authorization)).toEqual([
      'Bearer fresh',
      'Bearer fresh',
    ]);
  });

  it('ends the session when the upstream refuses the refresh token', async () => {
    await signIn(7, 'stale', 1_000);
    h.upstream.on('POST', '/api/refresh', { status: 401, body: { status: false, message: 'no' } });
    const answer = await h.browser.call('GET', '/api/user');
    expect(answer.status).toBe(401);
    expect(h.browser.jar.has('codeport_session')).toBe(false);
  });
});

describe('realtime authorisation', () => {
  it("authorises only the caller's own private-user channel", async () => {
    await signIn(7);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const other = await h.browser.call('POST', '/api/broadcasting/auth', {
      body: 'socket_id=1.2&channel_name=private-user.8.0',
      headers: form,
    });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('CHANNEL_FORBIDDEN');
    const lookalike = await h.browser.call('POST', '/api/broadcasting/auth', {
      body: 'socket_id=1.2&channel_name=private-user.78.0',
      headers: form,
    });
    expect(lookalike.status).toBe(403);
    expect(h.upstream.requests.filter((r) => r.url === '/broadcasting/auth')).toEqual([]);

    h.upstream.on('POST', '/broadcasting/auth', { status: 200, body: { auth: 'key:abc' } });
    const own = await h.browser.call('POST', '/api/broadcasting/auth', {
      body: 'socket_id=1.2&channel_name=private-user.7.0',
      headers: form,
    });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ auth: 'key:abc' });
    expect(JSON.parse(h.upstream.last()!.body)).toEqual({ socket_id: '1.2', channel_name: 'private-user.7.0' });
    expect(h.upstream.last()!.headers.authorization).toBe('Bearer token-7');
  });

  it.each([
    ['a presence channel', 'socket_id=1.2&channel_name=presence-user.7'],
    ['a sub-channel', 'socket_id=1.2&channel_name=private-user.7.0.admin'],
    ['a zero-padded id', 'socket_id=1.2&channel_name=private-user.07.0'],
    ['a zero-padded epoch', 'socket_id=1.2&channel_name=private-user.7.01'],
    ['the channel without an epoch', 'socket_id=1.2&channel_name=private-user.7'],
    ['another user with a trailing space', 'socket_id=1.2&channel_name=private-user.8%20'],
    ['an encrypted channel', 'socket_id=1.2&channel_name=private-encrypted-user.7'],
  ])('refuses %s', async (_name, body) => {
    await signIn(7);
    const answer = await h.browser.call('POST', '/api/broadcasting/auth', {
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('CHANNEL_FORBIDDEN');
    expect(h.upstream.requests.filter((r) => r.url === '/broadcasting/auth')).toEqual([]);
  });

  it('answers 400 for a malformed socket id or a missing channel', async () => {
    await signIn(7);
    for (const body of [
      { socket_id: 'abc', channel_name: 'private-user.7.0' },
      { socket_id: '1.2' },
      { socket_id: '1.2\n', channel_name: 'private-user.7.0' },
    ]) {
      const answer = await h.browser.call('POST', '/api/broadcasting/auth', { body });
      expect(answer.status).toBe(400);
    }
    expect(h.upstream.requests.filter((r) => r.url === '/broadcasting/auth')).toEqual([]);
  });

  it("signs the connection in as the session's user only: the body's socket id, the token's user", async () => {
    await signIn(7);
    h.upstream.on('POST', '/broadcasting/user-auth', {
      status: 200,
      body: { auth: 'key:def', user_data: '{"id":"7"}' },
    });
    const own = await h.browser.call('POST', '/api/broadcasting/user-auth', {
      body: `socket_id=1.2&user_data=${encodeURIComponent('{"id":"8"}')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ auth: 'key:def', user_data: '{"id":"7"}' });
    // Only the socket id goes on; the upstream takes the user from the token.
    expect(JSON.parse(h.upstream.last()!.body)).toEqual({ socket_id: '1.2' });
    expect(h.upstream.last()!.headers.authorization).toBe('Bearer token-7');

    const bad = await h.browser.call('POST', '/api/broadcasting/user-auth', { body: { socket_id: 'abc' } });
    expect(bad.status).toBe(400);
    const wrongMethod = await h.browser.call('GET', '/api/broadcasting/user-auth');
    expect(wrongMethod.status).toBe(405);
    expect(h.upstream.requests.filter((r) => r.url === '/broadcasting/user-auth')).toHaveLength(1);
  });

  it.each([
    ['/broadcasting/auth', 'socket_id=1.2&channel_name=private-user.7.0'],
    ['/broadcasting/user-auth', 'socket_id=1.2'],
  ])("relays the upstream's per-user budget refusal on %s with its Retry-After", async (path, body) => {
    await signIn(7);
    h.upstream.on('POST', path, {
      status: 429,
      headers: { 'retry-after': '42' },
      body: { status: false, message: 'Too many realtime authorisations.', code: 'RATE_LIMITED' },
    });
    const refused = await h.browser.call('POST', `/api${path}`, {
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('42');
    expect(refused.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    // A refusal is not the end of the session: pusher-js tries again on its next reconnection.
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('signs no connection for a guest, nor for another site', async () => {
    const guest = await h.browser.call('POST', '/api/broadcasting/user-auth', { body: { socket_id: '1.2' } });
    expect(guest.status).toBe(401);
    await signIn(7);
    const cross = await h.browser.call('POST', '/api/broadcasting/user-auth', {
      body: { socket_id: '1.2' },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect(h.upstream.requests.filter((r) => r.url === '/broadcasting/user-auth')).toEqual([]);
  });

  it('refuses guests and cross-site callers', async () => {
    const guest = await h.browser.call('POST', '/api/broadcasting/auth', {
      body: { socket_id: '1.2', channel_name: 'private-user.7.0' },
    });
    expect(guest.status).toBe(401);
    await signIn(7);
    const cross = await h.browser.call('POST', '/api/broadcasting/auth', {
      body: { socket_id: '1.2', channel_name: 'private-user.7.0' },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect(cross.body.code).toBe('CROSS_SITE');
  });
});

describe('GET /api/sidebar', () => {
  const list = (favorite: boolean) => ({
    status: true,
    count: 1,
    countries: [{ id: 1, name: 'Spain', favorite, count: 3, price: 10, flag: 'es.svg', iso: 'es', phone_code: '34' }],
  });

  it('serves guests from one shared cache entry per locale and filters', async () => {
    h.upstream.on('GET', '/api/countries', { status: 200, body: list(false) }, { status: 200, body: list(false) });
    const first = await h.browser.call('GET', '/api/sidebar?target=/api/countries&search=sp&sort=name');
    const second = await h.browser.call('GET', '/api/sidebar?target=%2Fapi%2Fcountries&sort=name&search=sp');
    expect(first.body).toEqual(list(false));
    expect(second.text).toBe(first.text);
    expect(h.upstream.requests).toHaveLength(1);
    expect(h.upstream.last()!.url).toBe('/api/countries?search=sp&sort=name');
    await h.browser.call('GET', '/api/sidebar?target=/api/countries&search=sp&sort=name', {
      headers: { cookie: 'language=de' },
    });
    expect(h.upstream.requests).toHaveLength(2);
    expect(h.upstream.last()!.headers.locale).toBe('de');
  });

  it("never gives one user's favourites to another user or to a guest", async () => {
    await signIn(7, 'token-7');
    h.upstream.on('GET', '/api/rent-countries', { status: 200, body: list(true) });
    const mine = await h.browser.call('GET', '/api/sidebar?target=/api/rent-countries');
    expect(mine.body.countries[0].favorite).toBe(true);
    expect(h.upstream.last()!.headers.authorization).toBe('Bearer token-7');

    h.browser.jar.clear();
    await signIn(8, 'token-8');
    h.upstream.on('GET', '/api/rent-countries', { status: 200, body: list(false) });
    const theirs = await h.browser.call('GET', '/api/sidebar?target=/api/rent-countries');
    expect(theirs.body.countries[0].favorite).toBe(false);
    expect(h.upstream.last()!.headers.authorization).toBe('Bearer token-8');

    h.browser.jar.clear();
    h.upstream.on('GET', '/api/rent-countries', { status: 200, body: list(false) });
    const guest = await h.browser.call('GET', '/api/sidebar?target=/api/rent-countries');
    expect(guest.body.countries[0].favorite).toBe(false);
    expect(h.upstream.last()!.headers.authorization).toBeUndefined();
  });

  it("drops a user's cached lists after they change a favourite", async () => {
    await signIn(9, 'token-9');
    h.upstream.on(
      'GET',
      '/api/services',
      { status: 200, body: { status: true, count: 0, services: [] } },
      { status: 200, body: { status: true, count: 0, services: [] } },
    );
    const services = () => h.upstream.requests.filter((r) => r.url.startsWith('/api/services'));
    await h.browser.call('GET', '/api/sidebar?target=/api/services');
    await h.browser.call('GET', '/api/sidebar?target=/api/services');
    expect(services()).toHaveLength(1);
    h.upstream.on('POST', '/api/activation/add-to-favorite', {
      status: 200,
      body: { status: true, favorites: { services: [1], countries: [] } },
    });
    await h.browser.call('POST', '/api/activation/add-to-favorite', { body: { id: 1, type: 'service' } });
    await h.browser.call('GET', '/api/sidebar?target=/api/services');
    expect(services()).toHaveLength(2);
  });

  it('refuses any other target', async () => {
    for (const target of [
      '/api/user',
      '/api/dev/outbox',
      'http://evil.example/api/countries',
      '/api/countries/../user',
    ]) {
      const answer = await h.browser.call('GET', `/api/sidebar?target=${encodeURIComponent(target)}`);
      expect(answer.status).toBe(422);
    }
    expect(h.upstream.requests).toEqual([]);
  });
});

describe('verify-email', () => {
  it('signs in with the emailed code, sends the marketing headers, and keeps the token in the cookie', async () => {
    h.upstream.on('POST', '/api/verify-email', { status: 200, body: upstreamSession(21, 'verify-token-SECRET') });
    const answer = await h.browser.call('POST', '/api/verify-email', {
      body: { email: 'New@Codeport.test', code: '123456' },
      headers: { cookie: 'referral_id=9; utm=%7B%22utm_source%22%3A%22x%22%7D' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, user: expect.objectContaining({ id: 21 }) });
    expect(answer.text).not.toMatch(/verify-token-SECRET|user-api-key/);
    const sent = h.upstream.last()!;
    expect(JSON.parse(sent.body)).toEqual({ email: 'new@codeport.test', code: '123456' });
    expect(sent.headers['referral-id']).toBe('9');
    expect(decodeURIComponent(String(sent.headers['utm-data']))).toBe('{"utm_source":"x"}');
    h.upstream.on('GET', '/api/user', { status: 200, body: { user: upstreamUser(21) } });
    await h.browser.call('GET', '/api/user');
    expect(h.upstream.last()!.headers.authorization).toBe('Bearer verify-token-SECRET');
  });

  it('relays a wrong code as the upstream 422 and stores nothing', async () => {
    h.upstream.on('POST', '/api/verify-email', {
      status: 422,
      body: { status: false, message: 'Wrong code', code: 'INVALID_CODE', errors: { code: ['Wrong code'] } },
    });
    const answer = await h.browser.call('POST', '/api/verify-email', { body: { email: 'a@b.co', code: '000000' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      status: false,
      message: 'Wrong code',
      code: 'INVALID_CODE',
      errors: { code: ['Wrong code'] },
    });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('forgot and reset password', () => {
  it('forwards validated bodies and relays the confirmations', async () => {
    h.upstream.on('POST', '/api/forgot-password', { status: 200, body: { status: true, message: 'Code sent' } });
    const forgot = await h.browser.call('POST', '/api/forgot-password', {
      body: { email: 'A@B.co', extra: 'dropped' },
    });
    expect(forgot.body).toEqual({ status: true, message: 'Code sent' });
    expect(JSON.parse(h.upstream.last()!.body)).toEqual({ email: 'a@b.co' });

    h.upstream.on('POST', '/api/reset-password', { status: 200, body: { status: true, message: 'Password changed' } });
    const body = {
      email: 'a@b.co',
      token: '654321',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    };
    const reset = await h.browser.call('POST', '/api/reset-password', { body });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ status: true, message: 'Password changed' });
    expect(JSON.parse(h.upstream.last()!.body)).toEqual(body);
  });

  it('refuses a mismatched confirmation before the upstream hears of it', async () => {
    const body = {
      email: 'a@b.co',
      token: '654321',
      password: 'new-password-1',
      password_confirmation: 'other-password',
    };
    const answer = await h.browser.call('POST', '/api/reset-password', { body });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('password_confirmation');
    expect(h.upstream.requests).toEqual([]);
  });
});

describe('logout', () => {
  it.each([
    ['answers 500', { status: 500, body: {} }],
    ['refuses the token', { status: 401, body: { status: false, message: 'no' } }],
    ['is unreachable', 'reset' as const],
  ])('ends the local session even when the upstream %s', async (_name, reply) => {
    await signIn(7, 'logout-token');
    h.upstream.on('POST', '/api/logout', reply);
    const answer = await h.browser.call('POST', '/api/logout');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Signed out.' });
    expect(h.upstream.last()!.headers.authorization).toBe('Bearer logout-token');
    expect(h.browser.jar.has('codeport_session')).toBe(false);
    const after = await h.browser.call('GET', '/api/user');
    expect(after.status).toBe(401);
  });

  it('clears the cookie of a guest without calling the upstream', async () => {
    const answer = await h.browser.call('POST', '/api/logout', { headers: { cookie: 'codeport_session=garbage' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']?.[0]).toMatch(/^codeport_session=; .*Max-Age=0/);
    expect(h.upstream.requests).toEqual([]);
  });
});

describe('an upstream 401 on other routes', () => {
  it('ends the session on a mutating call and on the realtime authorisation too', async () => {
    await signIn(7);
    h.upstream.on('POST', '/api/activation/buy', { status: 401, body: { status: false, message: 'Token revoked' } });
    const buy = await h.browser.call('POST', '/api/activation/buy', { body: { service_id: 1, country_id: 2 } });
    expect(buy.status).toBe(401);
    expect(buy.body).toMatchObject({ code: 'UNAUTHENTICATED', action: 'login' });
    expect(h.browser.jar.has('codeport_session')).toBe(false);

    await signIn(7);
    h.upstream.on('POST', '/broadcasting/auth', { status: 401, body: { status: false, message: 'no' } });
    const auth = await h.browser.call('POST', '/api/broadcasting/auth', {
      body: { socket_id: '1.2', channel_name: 'private-user.7.0' },
    });
    expect(auth.status).toBe(401);
    expect(auth.body.action).toBe('login');
    expect(h.browser.jar.has('codeport_session')).toBe(false);
  });
});
