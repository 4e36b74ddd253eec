import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO, UPSTREAM, header, origin } from './support';

/**
 * The account pages on the whole stack: the demo user opens statistics, settings and the API
 * key from the user menu, and regenerates the key. The key the page shows once must work
 * against the upstream directly; after another regeneration it must not.
 */

const bearer = (key: string) => ({ Authorization: `Bearer ${key}`, Accept: 'application/json' });

async function openFromMenu(page: Page, item: string) {
  await header(page).getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Confirms a regeneration on /settings/api and returns the key shown once. */
async function regenerate(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Generate a new key' }).click();
  const confirm = page.getByRole('dialog', { name: 'Generate a new API key?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Generate' }).click();
  const field = page.getByLabel('New API key');
  await expect(field).toHaveValue(/.{16,}/);
  await expect(page.getByText('It will not be shown again. The previous key no longer works.')).toBeVisible();
  return field.inputValue();
}

/** Buys a Discord activation with the key alone (no other journey buys Discord), then cancels it. */
async function buyAndCancelWithKey(request: APIRequestContext, key: string): Promise<void> {
  const services = await request.get(`${UPSTREAM}/api/services`, {
    params: { search: 'Discord' },
    headers: bearer(key),
  });
  expect(services.ok()).toBe(true);
  const service = ((await services.json()) as { services: { id: number; name: string }[] }).services.find(
    (s) => s.name === 'Discord',
  )!;
  const countries = await request.get(`${UPSTREAM}/api/countries`, {
    params: { service_id: service.id, sort: 'count' },
    headers: bearer(key),
  });
  const country = ((await countries.json()) as { countries: { id: number; count: number }[] }).countries.find(
    (c) => c.count > 0,
  )!;
  const bought = await request.post(`${UPSTREAM}/api/activation/buy`, {
    data: { service_id: service.id, country_id: country.id },
    headers: { ...bearer(key), 'Idempotency-Key': randomUUID() },
  });
  expect(bought.ok()).toBe(true);
  const id = ((await bought.json()) as { activation: { id: number } }).activation.id;
  // The cancel lock is 3 s on the e2e stack (playwright.config.ts).
  await expect
    .poll(
      async () => (await request.post(`${UPSTREAM}/api/activation/${id}/cancel`, { headers: bearer(key) })).status(),
      { timeout: 15_000, intervals: [1000] },
    )
    .toBe(200);
}

test('statistics, settings and the API key from the user menu; the key shown once works upstream, the one before it no longer does', async ({
  page,
}) => {
  const signIn = await page.request.post('/api/login', { data: DEMO, headers: origin() });
  expect(signIn.ok()).toBe(true);
  // Not even the sign-in answer or GET /api/user carries the key.
  expect(await signIn.text()).not.toMatch(/"key"/);
  expect((await (await page.request.get('/api/user')).json()).user).not.toHaveProperty('key');

  await page.goto('/');
  await page.waitForLoadState('networkidle');

  await openFromMenu(page, 'Settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(DEMO.email);
  await expect(page.getByTestId('account-verified')).toHaveText('Verified');
  const sections = page.getByRole('list', { name: 'Settings pages' });
  const links = [
    ['Other settings', '/settings/other'],
    ['Security', '/settings/security'],
    ['Sessions', '/settings/sessions'],
    ['API key', '/settings/api'],
  ] as const;
  for (const [name, path] of links) {
    await expect(sections.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', path);
  }

  await openFromMenu(page, 'API settings');
  await expect(page).toHaveURL(/\/settings\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API key' })).toBeVisible();
  await expect(page.getByTestId('api-usage')).toContainText(`${UPSTREAM.replace('127.0.0.1', 'localhost')}/api/user`);
  const first = await regenerate(page);

  const me = await page.request.get(`${UPSTREAM}/api/user`, { headers: bearer(first) });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(DEMO.email);
  await buyAndCancelWithKey(page.request, first);

  // Leaving the page forgets the key: back on it, only the button is there.
  await openFromMenu(page, 'Statistics');
  await expect(page).toHaveURL(/\/statistic$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByTestId('total-activations')).toContainText(/[1-9]/);
  await expect(page.getByTestId('total-refunded')).not.toContainText(/\D0[.,]00/);
  await expect(page.getByRole('table', { name: 'By service' }).getByRole('row', { name: /Discord/ })).toBeVisible();
  // The purchases chart: the spend one has no bars when everything bought was refunded (net
  // spend 0 says "Nothing spent in this period."), and this journey cancels what it buys.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Purchases' }).click();
  await expect(page.getByRole('img', { name: /^Purchases per day/ })).toBeVisible();
  await expect(page.getByTestId('chart-bar')).toHaveCount(7);

  await openFromMenu(page, 'API settings');
  await expect(page.getByRole('button', { name: 'Generate a new key' })).toBeVisible();
  await expect(page.getByLabel('New API key')).toHaveCount(0);
  expect(await page.content()).not.toContain(first);

  const second = await regenerate(page);
  expect(second).not.toBe(first);
  expect((await page.request.get(`${UPSTREAM}/api/user`, { headers: bearer(first) })).status()).toBe(401);
  expect((await page.request.get(`${UPSTREAM}/api/user`, { headers: bearer(second) })).status()).toBe(200);
  await page.getByRole('button', { name: 'I have copied it, hide the key' }).click();
  await expect(page.getByLabel('New API key')).toHaveCount(0);
});

test('on a 360 px screen the account pages fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  expect((await page.request.post('/api/login', { data: DEMO, headers: origin() })).ok()).toBe(true);
  for (const path of ['/statistic', '/settings', '/settings/api']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect({ path, overflow }).toEqual({ path, overflow: 0 });
  }
});
