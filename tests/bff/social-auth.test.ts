import { startHarness, upstreamSession, type Harness } from './helpers';

// Issue 4 §5: social sign-in and account linking. The upstream is stateless, so the BFF
// binds the provider's `state` to the browser that started the flow (src/bff/auth/social-state.ts).
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
beforeEach(() => {
  h.upstream.reset();
  h.browser.jar.clear();
});

const STATE = 'upstream-state-0123456789';
const TOKEN = 'social-token-SECRET-91';
const consent = (state = STATE) => ({
  status: 200,
  body: { status: true, url: `http://127.0.0.1:4599/oauth/demo/authorize?service=google&state=${state}` },
});

async function startFlow(service = 'google', mode = 'login'): Promise<string> {
  h.upstream.on('GET', `/api/auth/${service}/redirect`, consent());
  const answer = await h.browser.call('GET', `/api/auth/${service}/redirect?mode=${mode}`);
  expect(answer.status).toBe(200);
  return new URL(answer.body.url).searchParams.get('state')!;
}

describe('GET /api/auth/{service}/redirect', () => {
  it('passes the provider URL on and binds its state to this browser in an httpOnly cookie', async () => {
    const state = await startFlow();
    expect(state).toBe(STATE);
    const cookie = h.browser.received.at(-1)!.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^oauth_state=[\w-]+; Path=\/api\/auth; Max-Age=600; HttpOnly; SameSite=Lax$/);
    // The cookie holds a MAC, not the state itself.
    expect(cookie).not.toContain(STATE);
    expect(h.upstream.last()!.url).toBe('/api/auth/google/redirect?mode=login');
  });

  it('adds a random state when the upstream sent none or a guessable one', async () => {
    for (const url of ['http://p.test/authorize?service=google', 'http://p.test/authorize?state=abc']) {
      h.upstream.on('GET', '/api/auth/google/redirect', { status: 200, body: { status: true, url } });
      const answer = await h.browser.call('GET', '/api/auth/google/redirect');
      const state = new URL(answer.body.url).searchParams.get('state')!;
      expect(state).toMatch(/^[\w-]{24}$/);
    }
  });
});

describe('GET /api/auth/{service}/callback', () => {
  it('passes the 2FA challenge of the answer on, and the challenge back to the upstream on the retry', async () => {
    const state = await startFlow();
    const challenge = 'ch_0123456789abcdefghij';
    h.upstream.on('GET', '/api/auth/google/callback', {
      status: 422,
      body: { status: false, message: 'Enter', code: 'TWO_FACTOR_REQUIRED', action: 'need-2fa-code', challenge },
    });
    const need = await h.browser.call('GET', `/api/auth/google/callback?code=c&state=${state}`);
    expect(need.status).toBe(422);
    expect(need.body).toMatchObject({ action: 'need-2fa-code', challenge });
    h.upstream.on('GET', '/api/auth/google/callback', { status: 200, body: upstreamSession(12, TOKEN) });
    const ok = await h.browser.call(
      'GET',
      `/api/auth/google/callback?code=c&state=${state}&challenge=${challenge}&one_time_password=123456`,
    );
    expect(ok.status).toBe(200);
    expect(new URL(h.upstream.last()!.url, 'http://x').searchParams.get('challenge')).toBe(challenge);
  });

  it('relays a 429 with its Retry-After (a locked one-time code path)', async () => {
    const state = await startFlow();
    h.upstream.on('GET', '/api/auth/google/callback', {
      status: 429,
      headers: { 'retry-after': '840' },
      body: { status: false, message: 'Too many wrong codes.', code: 'RATE_LIMITED' },
    });
    const locked = await h.browser.call('GET', `/api/auth/google/callback?code=c&state=${state}`);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('840');
    expect(locked.body).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('signs in with the bound state, sends the marketing headers and passes the query through', async () => {
    const state = await startFlow();
    h.upstream.on('GET', '/api/auth/google/callback', { status: 200, body: upstreamSession(11, TOKEN) });
    const utm = encodeURIComponent(JSON.stringify({ utm_source: 'mail' }));
    const answer = await h.browser.call('GET', `/api/auth/google/callback?code=provider-code&state=${state}`, {
      headers: { cookie: `${h.browser.cookieHeader()}; referral_id=5; utm=${utm}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, user: expect.objectContaining({ id: 11 }) });
    expect(answer.body.user).not.toHaveProperty('key');
    expect(answer.text).not.toContain(TOKEN);
    expect(h.browser.jar.has('codeport_session')).toBe(true);
    const sent = h.upstream.last()!;
    expect(sent.url).toBe(`/api/auth/google/callback?code=provider-code&state=${state}`);
    expect(sent.headers['referral-id']).toBe('5');
    expect(decodeURIComponent(String(sent.headers['utm-data']))).toBe('{"utm_source":"mail"}');
    expect(sent.headers.authorization).toBeUndefined();
  });

  it.each([
    [
      'no state cookie (a link from another site)',
      (state: string) => ({ path: `/api/auth/google/callback?code=attacker&state=${state}`, cookie: '' }),
    ],
    ['no state in the query', () => ({ path: '/api/auth/google/callback?code=attacker', cookie: undefined })],
    [
      'another state',
      () => ({ path: '/api/auth/google/callback?code=attacker&state=attacker-state-0123456789', cookie: undefined }),
    ],
    [
      'a forged cookie',
      (state: string) => ({
        path: `/api/auth/google/callback?code=attacker&state=${state}`,
        cookie: `oauth_state=${state}`,
      }),
    ],
    [
      'the state of another provider',
      (state: string) => ({ path: `/api/auth/github/callback?code=attacker&state=${state}`, cookie: undefined }),
    ],
  ])('answers 403 without calling the upstream for %s', async (_name, build) => {
    const state = await startFlow();
    const { path, cookie } = build(state);
    h.upstream.reset();
    const answer = await h.browser.call('GET', path, cookie === undefined ? {} : { headers: { cookie } });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('SIGN_IN_NOT_STARTED');
    expect(h.upstream.requests).toEqual([]);
    expect(h.browser.jar.has('codeport_session')).toBe(false);
  });

  it('passes need-2fa-code to the UI, stores nothing, and accepts the retry with the code', async () => {
    const state = await startFlow();
    h.upstream.on(
      'GET',
      '/api/auth/google/callback',
      {
        status: 422,
        body: { status: false, message: 'Enter the code', code: 'TWO_FACTOR_REQUIRED', action: 'need-2fa-code' },
      },
      { status: 200, body: upstreamSession(12, TOKEN) },
    );
    const first = await h.browser.call('GET', `/api/auth/google/callback?code=c1&state=${state}`);
    expect(first.status).toBe(422);
    expect(first.body).toEqual({
      status: false,
      message: 'Enter the code',
      code: 'TWO_FACTOR_REQUIRED',
      action: 'need-2fa-code',
    });
    expect(h.browser.jar.has('codeport_session')).toBe(false);
    const retry = await h.browser.call(
      'GET',
      `/api/auth/google/callback?code=c1&state=${state}&one_time_password=123456`,
    );
    expect(retry.status).toBe(200);
    expect(h.upstream.last()!.url).toBe(`/api/auth/google/callback?code=c1&state=${state}&one_time_password=123456`);
    expect(h.browser.jar.has('codeport_session')).toBe(true);
  });

  it('signs out the session the browser had, once the state proves this browser started the sign-in', async () => {
    h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(7, 'old-token-7') });
    await h.browser.call('POST', '/api/login', { body: { email: 'demo@codeport.test', password: 'demo-password-1' } });
    const state = await startFlow();
    h.upstream.reset();
    h.upstream.on('POST', '/api/logout', { status: 200, body: { status: true, message: 'Signed out.' } });
    h.upstream.on('GET', '/api/auth/google/callback', { status: 200, body: upstreamSession(11, TOKEN) });
    const answer = await h.browser.call('GET', `/api/auth/google/callback?code=c&state=${state}`);
    expect(answer.body).toEqual({ status: true, user: expect.objectContaining({ id: 11 }) });
    expect(h.upstream.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'POST /api/logout',
      'GET /api/auth/google/callback',
    ]);
    expect(h.upstream.requests[0]!.headers.authorization).toBe('Bearer old-token-7');
    // The new session's cookie is the one the browser keeps.
    h.upstream.on('GET', '/api/user', { status: 200, body: { status: true, user: { id: 11 } } });
    await h.browser.call('GET', '/api/user');
    expect(h.upstream.last()!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('leaves a signed-in browser signed in when a callback it did not start is refused (a link from another site)', async () => {
    h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(7, 'old-token-7') });
    await h.browser.call('POST', '/api/login', { body: { email: 'demo@codeport.test', password: 'demo-password-1' } });
    h.upstream.reset();
    const answer = await h.browser.call('GET', '/api/auth/google/callback?code=x&state=attacker-state-0123456789');
    expect(answer.body.code).toBe('SIGN_IN_NOT_STARTED');
    expect(h.upstream.requests).toEqual([]);
    expect(h.browser.jar.has('codeport_session')).toBe(true);
  });

  it('aborts silently when the token is not a string', async () => {
    const state = await startFlow();
    h.upstream.on('GET', '/api/auth/google/callback', { status: 200, body: { ...upstreamSession(), token: 12345 } });
    const answer = await h.browser.call('GET', `/api/auth/google/callback?code=c&state=${state}`);
    expect(answer.body).toEqual({ status: false, code: 'SIGN_IN_ABORTED' });
    expect(h.browser.jar.has('codeport_session')).toBe(false);
  });
});

describe('GET /api/auth/{service}/link-callback', () => {
  async function signIn(): Promise<void> {
    h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(7, TOKEN) });
    expect(
      (
        await h.browser.call('POST', '/api/login', {
          body: { email: 'demo@codeport.test', password: 'demo-password-1' },
        })
      ).status,
    ).toBe(200);
  }

  it('links with the signed-in token and the bound state', async () => {
    await signIn();
    const state = await startFlow('telegram', 'link');
    h.upstream.on('GET', '/api/auth/telegram/link-callback', {
      status: 200,
      body: { status: true, message: 'Linked', reward: 500 },
    });
    const answer = await h.browser.call('GET', `/api/auth/telegram/link-callback?code=tg&state=${state}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Linked', reward: 500 });
    expect(h.upstream.last()!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(h.upstream.last()!.headers['referral-id']).toBeUndefined();
  });

  it('refuses a link-callback the browser did not start (account-linking forgery)', async () => {
    await signIn();
    h.upstream.reset();
    const answer = await h.browser.call(
      'GET',
      '/api/auth/google/link-callback?code=attacker-code&state=attacker-state-0123456789',
    );
    expect(answer.status).toBe(403);
    expect(h.upstream.requests).toEqual([]);
  });

  it('answers 401 for a guest even with a bound state', async () => {
    const state = await startFlow('google', 'link');
    h.upstream.reset();
    const answer = await h.browser.call('GET', `/api/auth/google/link-callback?code=c&state=${state}`);
    expect(answer.status).toBe(401);
    expect(answer.body.action).toBe('login');
    expect(h.upstream.requests).toEqual([]);
  });
});
