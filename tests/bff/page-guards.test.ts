import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bffTestEnv, settingsReply, upstreamUser } from './helpers';
import { NockUpstream } from './nock-upstream';
import { pageContext as context, sessionSealer } from './page-context';

jest.mock('next-i18next/pages/serverSideTranslations', () => ({
  serverSideTranslations: async () => ({ _nextI18Next: { initialLocale: 'en' } }),
}));

const upstream = new NockUpstream();
let withPage: typeof import('@/bff/ssr/page-props').withPage;
let resetSiteSnapshotCache: () => void;
let bypassMarker: () => string | undefined;
let sealFor: (id: number) => Promise<string>;

beforeAll(async () => {
  bffTestEnv(await upstream.start(), { CLOSED_PAGES: 'blog', ALLOWED_IDS: '7' });
  ({ withPage } = await import('@/bff/ssr/page-props'));
  ({ bypassMarker } = await import('@/bff/security/tech-works'));
  ({ resetSiteSnapshotCache } = await import('@/bff/ssr/site-snapshot'));
  sealFor = await sessionSealer();
});
afterAll(() => upstream.stop());
beforeEach(() => {
  upstream.reset();
  resetSiteSnapshotCache();
});

const open = settingsReply();

describe('guarded routes in getServerSideProps', () => {
  it.each([
    '/rent',
    '/top-up',
    '/history',
    '/statistic',
    '/activations',
    '/settings',
    '/settings/api',
    '/settings/other',
    '/settings/security',
    '/settings/sessions',
    '/support',
    '/support/create',
    '/support/12',
  ])('sends a guest from %s to the login dialog with the path as redirect', async (path) => {
    upstream.on('GET', '/api/content/settings', open);
    const { ctx } = context(`${path}?tab=1`);
    const result = await withPage()(ctx);
    expect(result).toEqual({
      redirect: { destination: `/?login=1&redirect=${encodeURIComponent(`${path}?tab=1`)}`, permanent: false },
    });
  });

  it('keeps the locale prefix and never builds an off-site redirect', async () => {
    upstream.on('GET', '/api/content/settings', open);
    const { ctx } = context('/rent', { locale: 'es' });
    expect(await withPage()(ctx)).toEqual({
      redirect: { destination: '/es?login=1&redirect=%2Frent', permanent: false },
    });
  });

  it('renders for a signed-in user with the user (without key) in the props', async () => {
    upstream.on('GET', '/api/content/settings', open);
    upstream.on('GET', '/api/user', { status: 200, body: { user: upstreamUser(7, 'KEY-SECRET') } });
    const { ctx } = context('/rent', { cookie: `codeport_session=${await sealFor(7)}` });
    const result = (await withPage()(ctx)) as { props: { user: Record<string, unknown> } };
    expect(result.props.user.id).toBe(7);
    expect(result.props.user).not.toHaveProperty('key');
    expect(JSON.stringify(result)).not.toContain('KEY-SECRET');
    expect(upstream.last()!.headers.authorization).toBe('Bearer t7');
  });

  it('gives the page the site currency from the same settings read as the technical-works gate', async () => {
    upstream.on('GET', '/api/content/settings', settingsReply({ currency: 'rub' }));
    const { ctx } = context('/prices');
    const result = (await withPage()(ctx)) as { props: { config: { currency: string } } };
    expect(result.props.config.currency).toBe('rub');
    expect(upstream.requests.filter((r) => r.url === '/api/content/settings')).toHaveLength(1);
  });

  it('gives the page how its language writes numbers, so the browser builds no Intl formatter (issue 17)', async () => {
    upstream.on('GET', '/api/content/settings', open);
    const { ctx } = context('/prices', { locale: 'de' });
    const result = (await withPage()(ctx)) as { props: { numberSymbols?: Record<string, unknown> } };
    expect(result.props.numberSymbols).toMatchObject({ locale: 'de', decimal: ',', group: '.', primary: 3 });
  });

  it('gives a page that lists documents how its language writes their dates; other pages get none', async () => {
    upstream.on('GET', '/api/content/settings', open);
    const { BLOG_LIST_PAGE } = await import('@/bff/ssr/content-pages');
    const blog = (await withPage(BLOG_LIST_PAGE)(context('/prices', { locale: 'pt' }).ctx)) as {
      props: { dateMarks?: Array<{ locale: string; style: string }> };
    };
    expect(blog.props.dateMarks?.map((m) => [m.locale, m.style])).toEqual([
      ['pt', 'medium'],
      ['pt', 'long'],
    ]);
    const prices = (await withPage()(context('/prices').ctx)) as { props: { dateMarks?: unknown } };
    expect(prices.props).not.toHaveProperty('dateMarks');
  });

  it('treats a session the upstream refuses as a guest and destroys it', async () => {
    upstream.on('GET', '/api/content/settings', open);
    upstream.on('GET', '/api/user', { status: 401, body: { status: false, message: 'no' } });
    const { ctx, sent } = context('/activations', { cookie: `codeport_session=${await sealFor(7)}` });
    expect(await withPage()(ctx)).toMatchObject({ redirect: { destination: '/?login=1&redirect=%2Factivations' } });
    expect(String(sent.headers['set-cookie'])).toMatch(/codeport_session=;.*Max-Age=0/);
  });

  it('gives guests a null user on public pages and hides closed pages from all but allowed ids', async () => {
    upstream.on('GET', '/api/content/settings', open);
    const home = (await withPage()(context('/').ctx)) as { props: { user: unknown } };
    expect(home.props.user).toBeNull();
    expect(await withPage()(context('/blog/news').ctx)).toEqual({ notFound: true });
    upstream.on('GET', '/api/user', { status: 200, body: { user: upstreamUser(7) } });
    const allowed = await withPage()(context('/blog/news', { cookie: `codeport_session=${await sealFor(7)}` }).ctx);
    expect(allowed).toHaveProperty('props');
  });
});

describe('technical-works gate (spec §5)', () => {
  const closed = settingsReply({ tech_work: 1 });

  // An answer off the contract (here an unknown currency, or tech_work outside the settings)
  // is settings that failed to load.
  const offContract = [
    { status: 200, body: { status: true, tech_work: 0 } },
    { status: 200, body: { ...settingsReply().body, settings: { ...settingsReply().body.settings, currency: 'eur' } } },
  ];

  it('answers 503 with the techWork flag when tech_work is 1 or the settings fail to load', async () => {
    for (const reply of [closed, { status: 500, body: {} }, 'reset' as const, ...offContract]) {
      resetSiteSnapshotCache();
      upstream.on('GET', '/api/content/settings', reply, reply);
      const { ctx, res } = context('/');
      const result = (await withPage()(ctx)) as { props: { techWork?: boolean } };
      expect(result.props.techWork).toBe(true);
      expect(res.statusCode).toBe(503);
    }
  });

  // Next's router reloads the whole document for a data answer that is not 200: a link followed
  // during the works loaded the page again instead of showing the notice in place.
  it("answers a client-side navigation's data request with the notice and status 200", async () => {
    upstream.on('GET', '/api/content/settings', closed);
    const { ctx, res } = context('/faq');
    ctx.req.headers['x-nextjs-data'] = '1';
    const result = (await withPage()(ctx)) as { props: { techWork?: boolean } };
    expect(result.props.techWork).toBe(true);
    expect(res.statusCode).toBe(200);
  });

  it('lets the right secret_key in with a signed cookie, then redirects home', async () => {
    upstream.on('GET', '/api/content/settings', closed);
    const { ctx, sent } = context('/', { query: { secret_key: 'tech-works-secret-1' } });
    expect(await withPage()(ctx)).toEqual({ redirect: { destination: '/', permanent: false } });
    const cookie = String(sent.headers['set-cookie']);
    expect(cookie).toMatch(/^secretKey=v1\.\d+\.[\w-]+; .*HttpOnly/);
    expect(cookie).not.toContain('tech-works-secret-1');
    const value = /secretKey=([^;]+)/.exec(cookie)![1];
    const next = (await withPage()(context('/', { cookie: `secretKey=${value}` }).ctx)) as {
      props: { techWork?: boolean };
    };
    expect(next.props.techWork).toBeUndefined();
  });

  it.each([
    ['a wrong secret', { query: { secret_key: 'tech-works-secret-2' } }],
    ['a made-up cookie', { cookie: 'secretKey=1' }],
    ['the secret itself as cookie', { cookie: 'secretKey=tech-works-secret-1' }],
    ['a tampered marker', { cookie: 'secretKey=v1.99999999999.AAAA' }],
  ])('refuses %s', async (_name, options) => {
    upstream.on('GET', '/api/content/settings', closed);
    const { ctx, res } = context('/', options);
    await withPage()(ctx);
    expect(res.statusCode).toBe(503);
  });

  it('accepts an unexpired marker and refuses an expired one', async () => {
    upstream.on('GET', '/api/content/settings', closed);
    const { isValidMarker } = await import('@/bff/security/tech-works');
    const marker = bypassMarker()!;
    expect(isValidMarker(marker)).toBe(true);
    expect(isValidMarker(marker, Date.now() + 8 * 24 * 3600 * 1000)).toBe(false);
  });
});

describe('every server-rendered page', () => {
  const pagesDir = path.join(process.cwd(), 'pages');
  const pageFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'api' ? [] : pageFiles(full);
      // .tsx: pages that render; robots.txt.ts and sitemap.xml.ts write plain text for crawlers.
      return entry.name.endsWith('.tsx') ? [full] : [];
    });

  // withPageData (src/bff/ssr/page-data.ts) runs withPage and adds the page's upstream reads.
  it('takes its getServerSideProps from withPage, so the guards run on the server for every page', () => {
    const rendered = pageFiles(pagesDir).filter((file) => readFileSync(file, 'utf8').includes('getServerSideProps'));
    expect(rendered.length).toBeGreaterThan(20);
    const unguarded = rendered.filter((file) => !/withPage(Data)?\(/.test(readFileSync(file, 'utf8')));
    expect(unguarded.map((f) => path.relative(pagesDir, f))).toEqual([]);
  });

  it('has a page, or the guarded catch-all, for each signed-in route of spec §2', async () => {
    // The catch-all renders 404 through withPage, so a guest still meets the sign-in redirect there.
    upstream.on('GET', '/api/content/settings', open);
    const { getServerSideProps } = await import('../../pages/[...slug]');
    const { ctx } = context('/top-up');
    expect(await getServerSideProps(ctx)).toEqual({
      redirect: { destination: '/?login=1&redirect=%2Ftop-up', permanent: false },
    });
  });
});

describe('security headers of every response', () => {
  it('come from next.config for all paths: CSP with frame-ancestors, nosniff, referrer policy, no framing', async () => {
    const { default: nextConfig } = await import('../../next.config');
    const rules = await nextConfig.headers!();
    const all = rules.find((rule) => rule.source === '/:path*');
    const headers = Object.fromEntries((all?.headers ?? []).map((x) => [x.key, x.value]));
    expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['Content-Security-Policy']).toMatch(/object-src 'none'/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(nextConfig.poweredByHeader).toBe(false);
  });
});

describe('page security policy', () => {
  // The nonce policy is set by _document on the HTML it renders (page-policy.test.ts). A page
  // that answers notFound is sent as the prebuilt 404, whose scripts carry no nonce: had the
  // guard set the nonce policy, that page's own scripts would be blocked.
  it('leaves the build-time policy on a page that answers notFound or redirects', async () => {
    upstream.on('GET', '/api/content/settings', open, open);
    const closed = context('/blog');
    expect(await withPage()(closed.ctx)).toEqual({ notFound: true });
    expect(closed.sent.headers['content-security-policy']).toBeUndefined();
    const guarded = context('/rent');
    expect(await withPage()(guarded.ctx)).toHaveProperty('redirect');
    expect(guarded.sent.headers['content-security-policy']).toBeUndefined();
  });
});

describe('the not-found page for any other path (pages/[...slug].tsx)', () => {
  it('answers the document with 404 and a client-side navigation with the same page and 200', async () => {
    const { getServerSideProps } = await import('../../pages/[...slug]');
    upstream.on('GET', '/api/content/settings', open, open);
    const document = context('/no-such-page');
    expect(await getServerSideProps(document.ctx)).toHaveProperty('props');
    expect(document.res.statusCode).toBe(404);
    const data = context('/no-such-page');
    data.ctx.req.headers['x-nextjs-data'] = '1';
    expect(await getServerSideProps(data.ctx)).toHaveProperty('props');
    expect(data.res.statusCode).toBe(200);
  });
});
