import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv, EnvError, envSchema } from '@/lib/env';
import { instanceProfile, instances, robotsTxt, siteLocales } from '@/lib/instance';

describe('parseEnv', () => {
  it('gives a working default configuration with nothing set', () => {
    const env = parseEnv({});
    expect(env.APP_INSTANCE).toBe('cis_eu');
    expect(env.UPSTREAM_URL).toBe('http://127.0.0.1:4000');
    expect(env.CLOSED_PAGES).toEqual([]);
    expect(env.WEB_KEEP_ALIVE_MS).toBe(65_000);
  });
  it('names the bad variable', () => {
    expect(() => parseEnv({ APP_INSTANCE: 'prod' })).toThrow(EnvError);
    expect(() => parseEnv({ APP_INSTANCE: 'prod' })).toThrow(/APP_INSTANCE/);
    expect(() => parseEnv({ SESSION_PASSWORD: 'short' })).toThrow(/SESSION_PASSWORD: must be at least 32/);
    expect(() => parseEnv({ UPSTREAM_URL: 'ftp://x' })).toThrow(/UPSTREAM_URL/);
    expect(() => parseEnv({ ALLOWED_IDS: '1,abc' })).toThrow(/ALLOWED_IDS/);
    expect(() => parseEnv({ WEB_KEEP_ALIVE_MS: '5s' })).toThrow(/WEB_KEEP_ALIVE_MS/);
    expect(() => parseEnv({ WEB_KEEP_ALIVE_MS: '100' })).toThrow(/WEB_KEEP_ALIVE_MS/);
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

describe('every instance (spec §1)', () => {
  it.each(instances)('%s: robots, Russian and locales as the spec says', (instance) => {
    const profile = instanceProfile(instance);
    const noindex = instance === 'test' || instance === 'stage_eu';
    expect(profile.noindex).toBe(noindex);
    expect(robotsTxt(profile, 'https://codeport.test').includes('Disallow: /\n')).toBe(noindex);
    const russian = ['cis_yandex', 'cis_google', 'stage_ru'].includes(instance);
    expect(siteLocales(instance)).toEqual(
      russian ? ['en', 'es', 'pt', 'fr', 'de', 'ru'] : ['en', 'es', 'pt', 'fr', 'de'],
    );
  });
});

describe('.env.example', () => {
  const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');
  const documented = new Set([...read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
  /** The keys of the `envSchema = z.object({ ... })` in a source file. */
  const schemaKeys = (source: string) => {
    const body = source.slice(source.indexOf('const envSchema = z.object({'));
    return [...body.slice(0, body.indexOf('\n});')).matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
  };
  const undocumented = (names: string[]) => names.filter((n) => n !== 'NODE_ENV' && !documented.has(n));

  it('documents every variable of the web app', () => {
    expect(Object.keys(envSchema.shape).length).toBeGreaterThan(10);
    expect(undocumented(Object.keys(envSchema.shape))).toEqual([]);
  });
  it('documents every variable of the reference upstream', () => {
    const keys = schemaKeys(read('upstream/config.ts'));
    expect(keys).toEqual(expect.arrayContaining(['DATABASE_URL', 'PUSHER_APP_SECRET', 'DEMO_SUPPLIER']));
    expect(undocumented(keys)).toEqual([]);
  });
  it('documents every variable the start script reads', () => {
    const keys = [...read('scripts/start.mjs').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!);
    expect(undocumented(keys.filter((k) => k !== 'PATH'))).toEqual([]);
  });
});
