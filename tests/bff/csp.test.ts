import { contentSecurityPolicy, securityHeaders } from '@/bff/edge/security-headers';

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

  it('allows inline scripts and analytics hosts only on counter instances', () => {
    const plain = contentSecurityPolicy({ dev: false, counter: false, realtime });
    expect(directive(plain, 'script-src')).toBe("script-src 'self'");
    expect(plain).not.toMatch(/yandex|google/);
    const counter = contentSecurityPolicy({ dev: false, counter: true, realtime });
    expect(directive(counter, 'script-src')).toMatch(/^script-src 'self' 'unsafe-inline' https:\/\/mc\.yandex\.ru/);
  });

  it('keeps unsafe-eval to development and framing refused everywhere', () => {
    for (const counter of [true, false]) {
      expect(contentSecurityPolicy({ dev: false, counter })).not.toMatch(/unsafe-eval/);
      expect(directive(contentSecurityPolicy({ dev: true, counter }), 'script-src')).toMatch(/'unsafe-eval'/);
      expect(contentSecurityPolicy({ dev: false, counter })).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('falls back to any ws:/wss: in the build-time set, which cannot know the endpoint', () => {
    const policy = securityHeaders(false).find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(directive(policy, 'connect-src')).toMatch(/^connect-src 'self' ws: wss: /);
  });
});
