import { contentSecurityPolicy, securityHeaders } from '@/bff/security/security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  const realtime = { host: 'rt.codeport.test', port: 6443, tls: true };

  it('names only the configured realtime endpoint in connect-src on a rendered page', () => {
    const policy = contentSecurityPolicy({ dev: false, counter: true, realtime });
    expect(directive(policy, 'connect-src').split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'wss://rt.codeport.test:6443']),
    );
    expect(directive(policy, 'connect-src')).not.toMatch(/ ws: | wss: |ws:$|wss:$/);
    expect(
      directive(
        contentSecurityPolicy({ dev: false, counter: false, realtime: { ...realtime, tls: false } }),
        'connect-src',
      ),
    ).toBe("connect-src 'self' ws://rt.codeport.test:6443");
  });

  it('trusts scripts by nonce and strict-dynamic on a rendered page, never by unsafe-inline', () => {
    for (const counter of [true, false]) {
      const policy = contentSecurityPolicy({ dev: false, counter, realtime, nonce: 'bm9uY2Utb25l' });
      expect(directive(policy, 'script-src')).toMatch(/^script-src 'nonce-bm9uY2Utb25l' 'strict-dynamic' 'self'/);
      expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline|'unsafe-hashes'| https: | \*/);
    }
  });

  it('allows the analytics hosts only on counter instances', () => {
    const plain = contentSecurityPolicy({ dev: false, counter: false, realtime, nonce: 'x' });
    expect(directive(plain, 'script-src')).toBe("script-src 'nonce-x' 'strict-dynamic' 'self'");
    expect(plain).not.toMatch(/yandex|google/);
    const counter = contentSecurityPolicy({ dev: false, counter: true, realtime, nonce: 'x' });
    expect(directive(counter, 'script-src')).toMatch(
      /'self' https:\/\/mc\.yandex\.ru .*https:\/\/www\.googletagmanager\.com/,
    );
  });

  it('keeps unsafe-eval to development and framing refused everywhere', () => {
    for (const counter of [true, false]) {
      expect(contentSecurityPolicy({ dev: false, counter })).not.toMatch(/unsafe-eval/);
      expect(directive(contentSecurityPolicy({ dev: true, counter }), 'script-src')).toMatch(/'unsafe-eval'/);
      expect(contentSecurityPolicy({ dev: false, counter })).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('falls back to any ws:/wss: in the build-time set, which cannot know the endpoint', () => {
    const policy = securityHeaders(false, 'token').find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(directive(policy, 'connect-src')).toMatch(/^connect-src 'self' ws: wss: /);
  });

  it("trusts the build's token, never inline code, in the build-time set (prebuilt pages, API answers, assets)", () => {
    for (const dev of [false, true]) {
      const policy = securityHeaders(dev, 'YnVpbGQ=').find((h) => h.key === 'Content-Security-Policy')!.value;
      expect(directive(policy, 'script-src')).toMatch(
        new RegExp(`^script-src 'nonce-YnVpbGQ=' 'strict-dynamic' 'self'${dev ? " 'unsafe-eval'" : ''} https://mc`),
      );
      expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline/);
    }
  });
});
