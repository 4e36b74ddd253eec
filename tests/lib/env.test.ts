import { parseEnv, EnvError } from '@/lib/env';
import { instanceProfile, robotsTxt } from '@/lib/instance';

describe('parseEnv', () => {
  it('gives a working default configuration with nothing set', () => {
    const env = parseEnv({});
    expect(env.APP_INSTANCE).toBe('cis_eu');
    expect(env.UPSTREAM_URL).toBe('http://127.0.0.1:4000');
    expect(env.CLOSED_PAGES).toEqual([]);
  });
  it('names the bad variable', () => {
    expect(() => parseEnv({ APP_INSTANCE: 'prod' })).toThrow(EnvError);
    expect(() => parseEnv({ APP_INSTANCE: 'prod' })).toThrow(/APP_INSTANCE/);
    expect(() => parseEnv({ SESSION_PASSWORD: 'short' })).toThrow(/SESSION_PASSWORD: must be at least 32/);
    expect(() => parseEnv({ UPSTREAM_URL: 'ftp://x' })).toThrow(/UPSTREAM_URL/);
    expect(() => parseEnv({ ALLOWED_IDS: '1,abc' })).toThrow(/ALLOWED_IDS/);
  });
  it('splits comma lists', () => {
    expect(parseEnv({ CLOSED_PAGES: 'blog, sitemap' }).CLOSED_PAGES).toEqual(['blog', 'sitemap']);
  });
});

describe('instance profiles', () => {
  it('noindexes test and stage_eu only', () => {
    expect(instanceProfile('test').noindex).toBe(true);
    expect(instanceProfile('stage_eu').noindex).toBe(true);
    expect(instanceProfile('cis_eu').noindex).toBe(false);
    expect(robotsTxt(instanceProfile('test'), 'http://x')).toContain('Disallow: /\n');
    expect(robotsTxt(instanceProfile('cis_google'), 'http://x')).toContain('Allow: /');
  });
  it('uses counters on yandex, google, test, eu and stage_eu', () => {
    expect(instanceProfile('stage_ru').counter).toBe(false);
    for (const i of ['cis_yandex', 'cis_google', 'test', 'cis_eu', 'stage_eu'] as const) {
      expect(instanceProfile(i).counter).toBe(true);
    }
  });
  it('serves Russian and the CIS chat link on CIS instances', () => {
    expect(instanceProfile('stage_ru').russian).toBe(true);
    expect(instanceProfile('cis_eu').russian).toBe(false);
    expect(instanceProfile('cis_eu').chatLink).toMatch(/_ru$/);
    expect(instanceProfile('test').chatLink).toMatch(/_global$/);
  });
});
