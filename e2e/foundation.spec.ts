import { Agent, get } from 'node:http';
import { test, expect } from './fixtures';

/** GETs `path` through `agent` and says whether the request went on a connection used before. */
function getThrough(agent: Agent, path: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = get(new URL(path, test.info().project.use.baseURL), { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

test.describe('routing', () => {
  test('a path with uppercase letters redirects permanently to lowercase, query kept', async ({ request }) => {
    const res = await request.get('/ES/Faq?Ref=AbC', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toMatch(/\/es\/faq\?Ref=AbC$/);
  });

  test('the language cookie chooses the locale of an unprefixed page', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'language', value: 'de', url: test.info().project.use.baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await context.close();
  });

  test('the browser language is used when there is no cookie', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await context.close();
  });

  // Node closes idle connections after 5 s by default; a client (or a load balancer) that
  // reuses one just then gets a reset, which CI met as ECONNRESET. start.mjs keeps them 65 s.
  test('a kept-alive connection idle for 6 s is still open and answers', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await getThrough(agent, '/robots.txt')).toEqual({ status: 200, reused: false });
      await new Promise((r) => setTimeout(r, 6_000));
      expect(await getThrough(agent, '/robots.txt')).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  test('the test instance is never indexed', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /');
  });
});

test.describe('theme', () => {
  for (const [mode, background] of [
    ['dark', 'rgb(15, 20, 32)'],
    ['light', 'rgb(245, 247, 251)'],
  ] as const) {
    test(`the server paints ${mode} mode from the cookie before any script runs`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.addCookies([{ name: 'theme', value: mode, url: test.info().project.use.baseURL! }]);
      const page = await context.newPage();
      await page.goto('/');
      const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(color).toBe(background);
      await context.close();
    });
  }
});

test.describe('error pages and crawlers (spec §8)', () => {
  const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const emptyErrorMain = /<main[^>]*data-layout="error"[^>]*><\/main>/;

  test('a bot gets the 404 status but no error page', async ({ request }) => {
    const res = await request.get('/no-such-page', { headers: { 'user-agent': GOOGLEBOT } });
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toMatch(emptyErrorMain);
    expect(html).not.toMatch(/<h1/);
    expect(html).toMatch(/<html[^>]*data-bot="true"/);
  });

  test('a person gets the 404 page', async ({ request }) => {
    const res = await request.get('/no-such-page');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).not.toMatch(emptyErrorMain);
    expect(html).toMatch(/<h1[^>]*>This page does not exist<\/h1>/);
  });
});
