import { startHarness, upstreamSession, type Harness } from './helpers';

// Issue 4 §1: the session cookie is Secure whenever the browser reached us over https (a
// TLS socket, or a trusted proxy's X-Forwarded-Proto), and only then.
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ TRUST_PROXY: 'true' });
});
afterAll(() => h.stop());
beforeEach(() => {
  h.upstream.reset();
  h.browser.jar.clear();
});

const creds = { email: 'demo@codeport.test', password: 'demo-password-1' };

describe('the session cookie behind a trusted https proxy', () => {
  it('is Secure, httpOnly and SameSite=Lax when the proxy says https', async () => {
    h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession() });
    const answer = await h.browser.call('POST', '/api/login', {
      body: creds,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'localhost:3000', origin: 'https://localhost:3000' },
    });
    expect(answer.status).toBe(200);
    const cookie = answer.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^codeport_session=[^;]+; /);
    expect(cookie.split('; ')).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Lax']));
  });

  it('is Secure on sign-out too, so the browser accepts the deletion', async () => {
    h.upstream.on('POST', '/api/logout', { status: 200, body: { status: true, message: 'ok' } });
    const answer = await h.browser.call('POST', '/api/logout', {
      headers: { 'x-forwarded-proto': 'https', origin: 'http://localhost:3000' },
    });
    expect(answer.headers['set-cookie']?.[0]).toMatch(/^codeport_session=; .*Max-Age=0.*; Secure; SameSite=Lax$/);
  });

  it('is not Secure over plain http', async () => {
    h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession() });
    const answer = await h.browser.call('POST', '/api/login', {
      body: creds,
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']?.[0]).not.toMatch(/Secure/);
  });
});

describe('https detection', () => {
  it('trusts a TLS socket whatever the headers say', async () => {
    const { isHttps } = await import('@/bff/http/request-info');
    expect(isHttps({ headers: {}, socket: { encrypted: true } } as never)).toBe(true);
    expect(isHttps({ headers: { 'x-forwarded-proto': 'http' }, socket: { encrypted: true } } as never)).toBe(true);
    expect(isHttps({ headers: { 'x-forwarded-proto': 'https, http' }, socket: {} } as never)).toBe(true);
    expect(isHttps({ headers: {}, socket: {} } as never)).toBe(false);
  });
});
