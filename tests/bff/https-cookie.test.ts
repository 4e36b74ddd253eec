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
    expect(isHttps({ headers: {}, socket: {} } as never)).toBe(false);
  });

  it('believes the last X-Forwarded-Proto entry, the one our proxy wrote', async () => {
    const { isHttps } = await import('@/bff/http/request-info');
    expect(isHttps({ headers: { 'x-forwarded-proto': 'http, https' }, socket: {} } as never)).toBe(true);
    expect(isHttps({ headers: { 'x-forwarded-proto': 'https, http' }, socket: {} } as never)).toBe(false);
  });
});

// One rule for every X-Forwarded-* header behind TRUST_PROXY: the last entry. A proxy that
// appends (nginx's $proxy_add_x_forwarded_for) leaves what the client sent on the left.
describe('the forwarded client address and host behind a trusted proxy', () => {
  const price = { status: 200, body: { status: true, data: { operators: [], price: null, count: 0 } } };

  it('sends the upstream the address our proxy saw, not one the client put first', async () => {
    h.upstream.on('GET', '/api/price', price);
    await h.browser.call('GET', '/api/price?service_id=1&country_id=1', {
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    expect(h.upstream.last()!.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('checks the same origin against the host our proxy wrote', async () => {
    h.upstream.on('POST', '/api/logout', { status: 200, body: { status: true, message: 'ok' } });
    const spoofed = await h.browser.call('POST', '/api/logout', {
      headers: {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example, shop.example',
        origin: 'https://evil.example',
      },
    });
    expect(spoofed.status).toBe(403);
    const real = await h.browser.call('POST', '/api/logout', {
      headers: {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example, shop.example',
        origin: 'https://shop.example',
      },
    });
    expect(real.status).toBe(200);
  });
});

describe('Strict-Transport-Security on API answers', () => {
  it('is sent when our proxy says https, and not over plain http', async () => {
    h.upstream.on('GET', '/api/price', { status: 200, body: { status: true, data: {} } });
    const secure = await h.browser.call('GET', '/api/price?service_id=1&country_id=1', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    h.upstream.on('GET', '/api/price', { status: 200, body: { status: true, data: {} } });
    const plain = await h.browser.call('GET', '/api/price?service_id=1&country_id=1');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
