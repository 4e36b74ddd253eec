import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { firstLoadScriptUrls, test, expect } from './fixtures';
import { freshEmail, registerAccount } from './support';

/**
 * The public content pages and support tickets on the whole stack (web, BFF, reference
 * upstream with its seeded blog, FAQ and pages), as playwright.config.ts starts it.
 */

test('Prices from the navigation, searchable', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Prices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Airbnb/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search services' }).fill('telegram');
  await expect(page.getByRole('row', { name: /Telegram/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Airbnb/ })).toHaveCount(0);
  // The country list is the browser's own select: the keyboard types ahead in it.
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveValue('');
  await expect(country.locator('option:checked')).toHaveText('All countries (lowest price)');
  await country.focus();
  await page.keyboard.type('Brazil');
  await expect(page.getByRole('heading', { name: 'Prices in Brazil' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Telegram/ })).toBeVisible();
});

test('Blog → article, rendered from Markdown', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: /How to receive an SMS code online/ }).click();
  await expect(page).toHaveURL(/\/blog\/guides\/how-to-receive-sms-online$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How to receive an SMS code online' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Three steps' })).toBeVisible();
});

test('FAQ → item, and a static page', async ({ page }) => {
  await page.goto('/faq');
  // The search runs over the questions and the answers on the page.
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('refunded automatically');
  const questions = page.getByRole('main').getByRole('heading', { level: 2, name: /\?$/ });
  await expect(questions).toHaveText(['What if no code arrives?']);
  // The browser's own disclosure widget: Enter on the focused question opens its answer, Space closes it.
  const question = page.locator('summary', { has: page.getByRole('heading', { name: 'What if no code arrives?' }) });
  const answer = page.getByRole('link', { name: 'Link to this answer' });
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
  await question.click();
  await answer.click();
  await expect(page.getByRole('heading', { level: 1, name: 'What if no code arrives?' })).toBeVisible();

  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
});

/**
 * An option name markdown-to-jsx reads and our code never writes; minification keeps property
 * names, so a script that holds it holds the parser. (An earlier build, with the parser still on
 * /faq, showed the minified chunk keeps it.)
 */
const MARKDOWN_PARSER = 'enforceAtxHeadings';

/**
 * The bodies of the scripts a page's server HTML loads: its first-load JS. (Scripts the page
 * runs later include chunks that Next prefetches for the linked pages, such as /faq's.)
 */
async function firstLoadScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const sources = firstLoadScriptUrls(html);
  return Promise.all(sources.map(async (src) => (await page.request.get(src)).text()));
}

test('content pages are in the server HTML, and load no Markdown parser', async ({ page }) => {
  const privacy = await page.request.get('/privacy-policy');
  expect(privacy.status()).toBe(200);
  expect(await privacy.text()).toContain('Passwords are stored as argon2id hashes.');
  const article = await (await page.request.get('/blog/guides/how-to-receive-sms-online')).text();
  expect(article).toContain('<h2 id="three-steps">Three steps</h2>');
  expect(article).toContain('Choose a country and buy the number.');
  // The breadcrumb names the category in the server HTML, not its slug.
  expect(article).toMatch(/<a[^>]+href="\/blog\/guides"[^>]*>Guides<\/a>/);
  const refund = await (await page.request.get('/refund-policy')).text();
  expect(refund).toContain('When money comes back');
  expect((await page.request.get('/blog/guides/no-such-article')).status()).toBe(404);

  // Every FAQ answer of the page, searchable in the browser without a round trip.
  const faq = await (await page.request.get('/faq')).text();
  expect(faq).toContain('Unused numbers are refunded automatically when they expire.');
  expect((await page.request.get('/faq/No%20Such')).status()).toBe(404);

  // The marker is the parser's own: its browser build holds it.
  expect(readFileSync('node_modules/markdown-to-jsx/dist/react.js', 'utf8')).toContain(MARKDOWN_PARSER);
  for (const path of ['/privacy-policy', '/blog/guides/how-to-receive-sms-online', '/faq', '/faq/payments']) {
    const scripts = await firstLoadScripts(page, path);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(
      scripts.filter((js) => js.includes(MARKDOWN_PARSER)),
      path,
    ).toEqual([]);
  }
  // And the browser hydrates the server's HTML as it is (React reports a mismatch as error 418).
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await page.goto('/blog/guides/how-to-receive-sms-online');
  await expect(page.getByRole('heading', { level: 2, name: 'Three steps' })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByText('Passwords are stored as argon2id hashes.')).toBeVisible();
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
});

// On a phone the documentation's links are one row that scrolls sideways. Each link keeps its
// whole label: squeezed, German labels ran into each other ("NetzbetreiberAPI-Refer…").
test('the documentation links on a 390 px phone keep their labels whole, apart, and the current one in view', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/de/doc/operators');
  const nav = page.getByRole('navigation', { name: 'Dokumentation' });
  const links = await nav.getByRole('link').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return { text: el.textContent, clipped: el.scrollWidth > el.clientWidth, left: box.left, right: box.right };
    }),
  );
  expect(links.length).toBe(5);
  expect(links.filter((l) => l.clipped)).toEqual([]);
  for (let i = 1; i < links.length; i += 1) expect(links[i]!.left).toBeGreaterThanOrEqual(links[i - 1]!.right);
  const current = await nav.locator('[aria-current="page"]').boundingBox();
  expect(current!.x).toBeGreaterThanOrEqual(0);
  expect(current!.x + current!.width).toBeLessThanOrEqual(390);
  await context.close();
});

test('signed in: create a support ticket and reply to it', async ({ page }) => {
  // An account of its own: this file runs beside the journeys that use the demo user.
  await registerAccount(page.request, freshEmail('ticket'), 'ticket-password-1');
  await page.goto('/support/create');
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByText('Enter a subject.')).toBeVisible();
  const subject = `E2E ticket ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('The code never came.');
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page).toHaveURL(/\/support\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Any news?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Any news?')).toBeVisible();

  await page.goto('/support');
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
});
