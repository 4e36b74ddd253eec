import Fastify from 'fastify';
import { loadConfig } from '../../upstream/config';
import { registerSecurityHeaders } from '../../upstream/server/security-headers';
import { createTestApp, testConfig, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { signUp } from './helpers/accounts';

/**
 * Issue: the upstream believed X-Forwarded-For from anyone (the session list showed a spoofed
 * IP) and its HTML (the demo OAuth consent page) carried no security headers.
 */
const [pglite] = testDatabases();

describe('upstream security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!);
  }, 120_000);
  afterAll(() => t.close());

  const consentUrl = () =>
    `/oauth/demo/authorize?service=google&redirect_uri=${encodeURIComponent(
      `${t.ctx.config.webOrigin}/auth/google/callback`,
    )}&state=s1`;

  it('sends the consent page with a strict policy, no framing, no sniffing, no caching', async () => {
    const page = await t.app.inject({ method: 'GET', url: consentUrl() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    const policy = String(page.headers['content-security-policy']).split('; ');
    expect(policy).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        "style-src 'unsafe-inline'",
        "frame-ancestors 'none'",
        // The form posts here, and the answer redirects to the web app's callback.
        `form-action 'self' ${t.ctx.config.webOrigin}`,
      ]),
    );
    expect(policy.find((d) => d.startsWith('script-src'))).toBeUndefined();
  });

  it('puts the same headers on JSON answers, errors and plain text', async () => {
    for (const url of ['/api/content/settings', '/api/no-such-route']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toMatch(/^default-src 'none'; /);
    }
    const text = await t.app.inject({ method: 'GET', url: '/oauth/demo/authorize?service=nope' });
    expect(text.statusCode).toBe(400);
    expect(text.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no HSTS over plain http', async () => {
    const page = await t.app.inject({ method: 'GET', url: consentUrl() });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    // A client off the trusted list cannot claim https either.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the BFF on loopback says https', async () => {
    const proxied = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('sends HSTS on every answer when the public URL is https', async () => {
    const bare = Fastify();
    registerSecurityHeaders(bare, testConfig({ UPSTREAM_PUBLIC_URL: 'https://api.codeport.example' }));
    bare.get('/x', async () => ({ ok: true }));
    const answer = await bare.inject({ method: 'GET', url: '/x' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    await bare.close();
  });

  it('records the real client address: a spoofed X-Forwarded-For from elsewhere is ignored', async () => {
    const s = await signUp(t, 'ip@example.test', 'correct-horse-1');
    const login = (remoteAddress: string, device: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        headers: {
          'content-type': 'application/json',
          'user-agent': device,
          'x-forwarded-for': '198.51.100.66',
        },
        payload: JSON.stringify({ email: 'ip@example.test', password: 'correct-horse-1' }),
      });
    // A client on the internet, talking to the upstream directly, claims another address.
    expect((await login('203.0.113.9', 'Direct/1.0')).statusCode).toBe(200);
    // The BFF on the same machine (loopback) forwards the browser's address.
    expect((await login('127.0.0.1', 'ViaBff/1.0')).statusCode).toBe(200);
    const list = await call(t.app, 'GET', '/api/user/sessions', { token: s.token });
    const ipOf = (device: string) =>
      (list.body.data as { device: string; ip: string }[]).find((d) => d.device === device)?.ip;
    expect(ipOf('Direct/1.0')).toBe('203.0.113.9');
    expect(ipOf('ViaBff/1.0')).toBe('198.51.100.66');
  });
});

describe('UPSTREAM_TRUST_PROXY', () => {
  const trust = (value?: string) =>
    loadConfig(value === undefined ? {} : { UPSTREAM_TRUST_PROXY: value }, { inMemory: true }).trustProxy;

  it('trusts only loopback by default: the BFF on the same machine', () => {
    expect(trust()).toEqual(['loopback']);
    expect(testConfig().trustProxy).toEqual(['loopback']);
  });

  it('takes false or a list of addresses and CIDR ranges', () => {
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.0/8, 192.168.1.7,::1, fd00::/8,uniquelocal')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it.each(['true', '1', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', ','])(
    'refuses %p, naming the variable',
    (v) => {
      expect(() => trust(v)).toThrow(/UPSTREAM_TRUST_PROXY/);
    },
  );
});
