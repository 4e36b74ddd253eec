import { signInThroughBff, upstreamUser, harnessPerFile } from './helpers';

/**
 * POST /api/user/api-key is the one answer that carries a key to the browser: the new one,
 * shown once. Exactly its `key` field passes; every other answer still loses `key`.
 */
const OLD_KEY = 'old-api-key-SECRET-1';
const NEW_KEY = 'new-api-key-SECRET-2';
const TOKEN = 'session-token-SECRET-3';

const h = harnessPerFile({ strict: true });
const signIn = () => signInThroughBff(h, { token: TOKEN });

describe('POST /api/user/api-key', () => {
  it('relays the new key and nothing else of the answer', async () => {
    await signIn();
    h.upstream.on('POST', '/api/user/api-key', {
      status: 200,
      // Whatever else an upstream adds (a token, a user with its key) must not ride along.
      body: {
        status: true,
        message: 'A new API key was issued.',
        key: NEW_KEY,
        key_hint: 'cp_new1…2345',
        token: TOKEN,
        user: upstreamUser(7, OLD_KEY),
      },
    });
    const answer = await h.browser.call('POST', '/api/user/api-key');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      message: 'A new API key was issued.',
      key: NEW_KEY,
      key_hint: 'cp_new1…2345',
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(h.upstream.last()).toMatchObject({ method: 'POST', url: '/api/user/api-key' });
    expect(h.upstream.last()!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.stringify(h.logs.lines)).not.toContain(NEW_KEY);
  });

  it('keeps stripping `key` from every other answer, GET /api/user and a settings save included', async () => {
    await signIn();
    h.upstream.on('GET', '/api/user', { status: 200, body: { user: upstreamUser(7, NEW_KEY) } });
    h.upstream.on('PUT', '/api/user/settings', {
      status: 200,
      body: { status: true, message: 'Saved.', user: upstreamUser(7, NEW_KEY) },
    });
    const me = await h.browser.call('GET', '/api/user');
    const saved = await h.browser.call('PUT', '/api/user/settings', { body: { sound_new_sms: false } });
    expect(me.status).toBe(200);
    expect(saved.status).toBe(200);
    for (const answer of [me, saved]) {
      expect(answer.body.user).not.toHaveProperty('key');
      expect(answer.text).not.toContain(NEW_KEY);
    }
  });

  it('is refused to a foreign origin before the upstream hears of it (no cross-site key rotation)', async () => {
    await signIn();
    const calls = h.upstream.requests.length;
    const answer = await h.browser.call('POST', '/api/user/api-key', { headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect(h.upstream.requests).toHaveLength(calls);
  });

  it('answers a guest 401 without calling the upstream', async () => {
    const answer = await h.browser.call('POST', '/api/user/api-key');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: false, code: 'UNAUTHENTICATED' });
    expect(h.upstream.requests).toHaveLength(0);
  });

  it('cannot be read back: GET is not a route', async () => {
    await signIn();
    const answer = await h.browser.call('GET', '/api/user/api-key');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.text).not.toContain(OLD_KEY);
  });

  it('passes an upstream failure as the error envelope, with no key in it', async () => {
    await signIn();
    h.upstream.on('POST', '/api/user/api-key', { status: 500, body: { message: 'boom', key: NEW_KEY } });
    const answer = await h.browser.call('POST', '/api/user/api-key');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ status: false, message: 'boom', code: 'SERVER_ERROR' });
    expect(answer.text).not.toContain(NEW_KEY);
  });
});
