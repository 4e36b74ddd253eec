import { signInThroughBff, harnessPerFile } from './helpers';

/**
 * The sandbox key through the BFF (issue 18 item 4): the answer to issuing it is the only one
 * that carries it to the browser; the sandbox state never does; no foreign origin may issue,
 * revoke or reset.
 */
const SANDBOX_KEY = 'cp_sandbox-SECRET-1';
const TOKEN = 'session-token-SECRET-2';
const state = {
  enabled: true,
  balance: 10_000,
  currency: 'usd',
  start_balance: 10_000,
  sms_delay_seconds: 5,
  auto_sms: true,
};

const h = harnessPerFile({ strict: true });
const signIn = () => signInThroughBff(h, { token: TOKEN });

describe('sandbox key through the BFF', () => {
  it('relays the new sandbox key once, and nothing secret beside it', async () => {
    await signIn();
    h.upstream.on('POST', '/api/user/sandbox/key', {
      status: 200,
      body: { status: true, message: 'A new sandbox key was issued.', key: SANDBOX_KEY, token: TOKEN, data: state },
    });
    const answer = await h.browser.call('POST', '/api/user/sandbox/key');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      message: 'A new sandbox key was issued.',
      key: SANDBOX_KEY,
      data: state,
    });
    expect(JSON.stringify(h.logs.lines)).not.toContain(SANDBOX_KEY);
  });

  it('never relays a key in the sandbox state', async () => {
    await signIn();
    h.upstream.on('GET', '/api/user/sandbox', { status: 200, body: { status: true, data: state, key: SANDBOX_KEY } });
    const answer = await h.browser.call('GET', '/api/user/sandbox');
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain(SANDBOX_KEY);
  });

  it.each([
    ['POST', '/api/user/sandbox/key'],
    ['DELETE', '/api/user/sandbox/key'],
    ['POST', '/api/sandbox/balance/reset'],
  ] as const)('refuses %s %s from a foreign origin before the upstream hears of it', async (method, url) => {
    await signIn();
    const calls = h.upstream.requests.length;
    const answer = await h.browser.call(method, url, { headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect(h.upstream.requests).toHaveLength(calls);
  });

  it('does not expose the sandbox SMS routes (sandbox keys call the upstream directly)', async () => {
    await signIn();
    const calls = h.upstream.requests.length;
    const answer = await h.browser.call('POST', '/api/sandbox/activation/5/sms');
    expect(answer.status).toBe(404);
    expect(h.upstream.requests).toHaveLength(calls);
  });
});
