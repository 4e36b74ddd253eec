import crypto from 'node:crypto';
import { bffTestEnv } from './helpers';

// Issue 4 §8, spec §5: the technical-works secret is compared in constant time and the
// `secretKey` cookie carries a signed, expiring marker.
const SECRET = 'tech-works-secret-1';
let tech: typeof import('@/bff/security/tech-works');

beforeAll(async () => {
  bffTestEnv('http://127.0.0.1:4599');
  tech = await import('@/bff/security/tech-works');
});
afterEach(() => jest.restoreAllMocks());

describe('the secret comparison', () => {
  it('accepts the secret and nothing else', () => {
    expect(tech.isSecretKey(SECRET)).toBe(true);
    for (const candidate of [
      '',
      'tech-works-secret-2',
      `${SECRET} `,
      SECRET.slice(0, -1),
      SECRET.toUpperCase(),
      'x'.repeat(5000),
      ['tech-works-secret-1'],
      1,
    ]) {
      expect(tech.isSecretKey(candidate)).toBe(false);
    }
  });

  it('compares fixed-length digests with timingSafeEqual whatever the candidate length', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    for (const candidate of ['a', SECRET.slice(0, -1), 'tech-works-secret-2', 'y'.repeat(4096), SECRET])
      tech.isSecretKey(candidate);
    expect(spy).toHaveBeenCalledTimes(5);
    for (const [left, right] of spy.mock.calls) {
      expect((left as Buffer).length).toBe(32);
      expect((right as Buffer).length).toBe(32);
    }
  });

  it('checks the marker MAC the same way', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    const marker = tech.bypassMarker()!;
    const [, expires] = marker.split('.');
    expect(tech.isValidMarker(`v1.${expires}.short`)).toBe(false);
    expect(tech.isValidMarker(marker)).toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe('the bypass marker', () => {
  it('is an expiry and an HMAC under SECRET_KEY, never the secret', () => {
    const marker = tech.bypassMarker(Date.UTC(2026, 0, 1))!;
    expect(marker).toMatch(/^v1\.\d+\.[\w-]{43}$/);
    expect(marker).not.toContain(SECRET);
  });

  it.each([
    ['a made-up value', () => '1'],
    ['the secret itself', () => SECRET],
    ['a marker with a changed expiry', (m: string) => m.replace(/^v1\.(\d+)/, (_, e: string) => `v1.${Number(e) + 1}`)],
    ['a marker with a changed MAC', (m: string) => `${m.slice(0, -2)}${m.endsWith('AA') ? 'BB' : 'AA'}`],
    ['another version', (m: string) => m.replace(/^v1/, 'v2')],
    [
      'a marker signed under another secret',
      () => {
        const expires = Math.floor(Date.now() / 1000) + 3600;
        return `v1.${expires}.${crypto.createHmac('sha256', 'other-secret-123').update(`tech-works-bypass:${expires}`).digest('base64url')}`;
      },
    ],
  ])('refuses %s', (_name, make) => {
    expect(tech.isValidMarker(make(tech.bypassMarker()!))).toBe(false);
  });

  it('expires after a week', () => {
    const issued = Date.now();
    const marker = tech.bypassMarker(issued)!;
    expect(tech.isValidMarker(marker, issued + 6 * 24 * 3600 * 1000)).toBe(true);
    expect(tech.isValidMarker(marker, issued + 7 * 24 * 3600 * 1000 + 1000)).toBe(false);
  });

  it('does not exist without SECRET_KEY, and nothing passes then', async () => {
    jest.resetModules();
    const { resetEnv } = await import('@/lib/env');
    delete process.env.SECRET_KEY;
    resetEnv();
    const fresh = await import('@/bff/security/tech-works');
    expect(fresh.bypassMarker()).toBeUndefined();
    expect(fresh.isSecretKey('')).toBe(false);
    expect(fresh.isSecretKey(undefined)).toBe(false);
    expect(fresh.isValidMarker('v1.99999999999.x')).toBe(false);
    process.env.SECRET_KEY = SECRET;
  });
});
