import { type Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The catalogue SEO pages (spec §2 /service, /service/{service}, /country, /country/{country},
 * /sitemap, /collaborations/gtalk2voip) on the whole stack, with the reference upstream's demo
 * catalogue. The test instance is noindex, so it serves no sitemap.xml.
 */

const base = () => test.info().project.use.baseURL!;
const offers = (page: Page) => page.getByRole('table');
/** Body rows of the offers table (the first row is its header). */
const offerRows = (page: Page) =>
  offers(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

async function noHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test('/service lists every service; a card leads to its page', async ({ page }) => {
  await page.goto('/service');
  await expect(page.getByRole('heading', { level: 1, name: 'All services' })).toBeVisible();
  const list = page.getByRole('list', { name: 'All services' });
  expect(await list.getByRole('link').count()).toBeGreaterThan(40);
  await page.getByRole('searchbox', { name: 'Search services' }).fill('whats');
  await expect(list.getByRole('link')).toHaveCount(1);
  await list.getByRole('link', { name: /WhatsApp/ }).click();
  await expect(page).toHaveURL(/\/service\/whatsapp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'WhatsApp: receive SMS codes online' })).toBeVisible();
});

test('a service page is server-rendered for crawlers, with a title, a description and a real 404 for unknown slugs', async ({
  request,
}) => {
  const answer = await request.get('/service/whatsapp');
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toMatch(/<title[^>]*>WhatsApp: receive SMS codes online · Codeport<\/title>/);
  expect(html).toMatch(
    /<meta name="description" content="Temporary numbers for WhatsApp verification in \d+ countries, from \$[\d.]+/,
  );
  expect(html).toMatch(/<h1[^>]*>WhatsApp: receive SMS codes online<\/h1>/);
  // The countries and their prices are in the HTML, not loaded by script.
  expect(html).toContain('United States');
  expect(html).toContain('href="/?service=whatsapp&amp;country=us"');

  expect((await request.get('/service/no-such-service')).status()).toBe(404);
  expect((await request.get('/country/xx')).status()).toBe(404);
});

test('a service page shows where it can be received, at what price, and its buy links open the home buy flow', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await page.goto('/service/telegram');
  await expect(page.getByRole('heading', { level: 2, name: 'Countries with Telegram numbers' })).toBeVisible();
  expect(await offerRows(page).count()).toBeGreaterThan(10);
  await expect(offerRows(page).first().getByRole('cell').first()).toHaveText(/^\$\d+\.\d\d$/);
  // Cheapest first: the prices of the rows that can be bought never go down.
  const buyable = offerRows(page).filter({ has: page.getByRole('link', { name: /^Buy a Telegram number/ }) });
  const prices = (await buyable.getByRole('cell').allTextContents())
    .filter((t) => t.startsWith('$'))
    .map((t) => Number(t.slice(1)));
  expect(prices.length).toBeGreaterThan(10);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  const us = offerRows(page).filter({ hasText: 'United States' });
  await us.getByRole('link', { name: 'Buy a Telegram number in United States' }).click();
  await expect(page).toHaveURL(/\/\?service=telegram&country=us$/);
  // The price card's heading: the phone buy bar repeats the pair (hidden at this width).
  await expect(page.getByRole('heading', { name: 'Telegram · United States' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy number' }).click();
  // A guest's purchase asks for sign-in first, as on the home page.
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the service page's call to action opens the buy flow with the service chosen", async ({ page }) => {
  await page.goto('/service/whatsapp');
  await page.getByRole('link', { name: 'Get a WhatsApp number' }).click();
  await expect(page).toHaveURL(/\/\?service=whatsapp$/);
  const services = page.getByRole('grid', { name: 'Services' });
  await expect(services.locator('[aria-current="true"]')).toContainText('WhatsApp');
  await expect(page.getByRole('grid', { name: 'Countries' }).getByText('United States')).toBeVisible();
});

test('/country/{iso} lists the services of one country with prices; a row leads to the buy flow', async ({ page }) => {
  await page.goto('/country');
  await page
    .getByRole('list', { name: 'All countries' })
    .getByRole('link', { name: /United Kingdom/ })
    .click();
  await expect(page).toHaveURL(/\/country\/gb$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'United Kingdom: virtual numbers for SMS codes' }),
  ).toBeVisible();
  const whatsapp = offerRows(page).filter({ hasText: 'WhatsApp' });
  await expect(whatsapp.getByRole('cell').first()).toHaveText(/^\$\d+\.\d\d$/);
  await whatsapp.getByRole('link', { name: 'WhatsApp', exact: true }).click();
  await expect(page).toHaveURL(/\/service\/whatsapp$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Buy a WhatsApp number in United Kingdom' }).click();
  // The price card's heading: the phone buy bar repeats the pair (hidden at this width).
  await expect(page.getByRole('heading', { name: 'WhatsApp · United Kingdom' })).toBeVisible();
});

test('on a 390 px phone a service page fits the screen and keeps the Buy links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/service/whatsapp');
  await noHorizontalScroll(page);
  await expect(
    offerRows(page)
      .first()
      .getByRole('link', { name: /^Buy a WhatsApp number in / }),
  ).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await noHorizontalScroll(page);
});

test('/sitemap links the public pages, every service and every country, and each link works', async ({ page }) => {
  await page.goto('/sitemap');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
  expect(hrefs).toEqual(
    expect.arrayContaining(['/prices', '/service/whatsapp', '/country/us', '/collaborations/gtalk2voip']),
  );
  for (const href of new Set(hrefs)) {
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
  await page.getByRole('region', { name: 'Numbers by country' }).getByRole('link', { name: 'Germany' }).click();
  await expect(page).toHaveURL(/\/country\/de$/);
});

test('the test instance is never indexed: no sitemap.xml, robots disallow everything', async ({ request }) => {
  expect((await request.get('/sitemap.xml')).status()).toBe(404);
  expect(await (await request.get('/robots.txt')).text()).not.toContain('Sitemap');
});

test('/collaborations/gtalk2voip renders the partner page from the upstream', async ({ page }) => {
  await page.goto('/collaborations/gtalk2voip');
  await expect(page.getByRole('heading', { level: 1, name: 'Gtalk2VoIP collaboration' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What the collaboration offers' })).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('data-layout', 'main');
});

test('/de/service is German, with canonical and hreflang links for every language', async ({ page }) => {
  await page.goto('/de/service/whatsapp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'WhatsApp: SMS-Codes online empfangen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp-Nummer holen' })).toHaveAttribute(
    'href',
    '/de?service=whatsapp',
  );
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${base()}/de/service/whatsapp`);
  const alternates = await page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
  expect(alternates).toEqual([
    ['en', `${base()}/service/whatsapp`],
    ['es', `${base()}/es/service/whatsapp`],
    ['pt', `${base()}/pt/service/whatsapp`],
    ['fr', `${base()}/fr/service/whatsapp`],
    ['de', `${base()}/de/service/whatsapp`],
    ['x-default', `${base()}/service/whatsapp`],
  ]);

  await page.goto('/de/service');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Dienste' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Dienste suchen' })).toBeVisible();
});

test('country names are in the page’s language, and follow a switch made on the page', async ({ page }) => {
  await page.goto('/es/country/de');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Alemania: números virtuales para códigos SMS' }),
  ).toBeVisible();

  await page.goto('/');
  const countries = page.getByRole('region', { name: /^Countries/ });
  await expect(countries.getByRole('button', { name: /^Germany \d[\d,]* numbers/ })).toBeVisible();
  await page.getByRole('button', { name: 'EN · Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de$/);
  // The list on screen is fetched again in German, not left in English from the cache.
  const länder = page.getByRole('region', { name: /^Länder/ });
  await expect(länder.getByRole('button', { name: /^Deutschland \d[\d.]* Nummern/ })).toBeVisible();
  await expect(länder.getByRole('button', { name: /^Germany/ })).toHaveCount(0);
  // Found by its German name.
  await länder.getByRole('searchbox', { name: 'Suchen' }).fill('vereinigtes');
  await expect(länder.getByRole('button', { name: /^Vereinigtes Königreich \d[\d.]* Nummern/ })).toBeVisible();
  await expect(länder.getByRole('button', { name: /^Vereinigte Staaten \d[\d.]* Nummern/ })).toHaveCount(0);
});
