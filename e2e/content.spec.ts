import { test, expect } from '@playwright/test';

/**
 * The public content pages and support tickets on the whole stack (web, BFF, reference
 * upstream with its seeded blog, FAQ and pages), as playwright.config.ts starts it.
 */
const DEMO = { email: 'demo@codeport.test', password: 'demo-password-1' };
/** Mutating BFF routes only accept same-origin requests: send the Origin a page would. */
const origin = () => ({ origin: test.info().project.use.baseURL! });

test('Prices from the navigation, searchable', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Prices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Airbnb/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search services' }).fill('telegram');
  await expect(page.getByRole('row', { name: /Telegram/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Airbnb/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveText('All countries (lowest price)');
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
  await page.getByRole('button', { name: 'What if no code arrives?' }).click();
  await page.getByRole('link', { name: 'Link to this answer' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'What if no code arrives?' })).toBeVisible();

  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
});

test('signed in: create a support ticket and reply to it', async ({ page }) => {
  const res = await page.request.post('/api/login', { data: DEMO, headers: origin() });
  expect(res.ok()).toBe(true);
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
