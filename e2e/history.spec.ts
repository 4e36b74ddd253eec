import { test, expect } from './fixtures';
import { freshEmail, header, registerAccount } from './support';

/**
 * The browser's Back and Forward in a real browser: the page comes back where it was read, a
 * language switch can be stepped back over, and nothing stays open over the page Back shows.
 */

test('Back returns to where a long list was scrolled', async ({ page }) => {
  await page.goto('/service');
  const cards = page.locator('main a[href^="/service/"]');
  await expect(cards.first()).toBeVisible();
  const far = cards.nth(Math.min(20, (await cards.count()) - 1));
  await far.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(400);
  await far.click();
  await expect(page).toHaveURL(/\/service\/[\w-]+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await page.goBack();
  await expect(page).toHaveURL(/\/service$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});

test('Back after a language switch goes back to the page in the language it was in', async ({ page }) => {
  await page.goto('/faq');
  await page.locator('main').getByRole('link').first().waitFor();
  await page.goto('/prices');
  await page.getByRole('button', { name: 'EN · Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/prices$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/prices$/);
  await expect(page).not.toHaveURL(/\/fr\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('Back closes the dialog open over the page it leaves', async ({ page }) => {
  await page.goto('/faq');
  await header(page).getByRole('link', { name: 'Prices' }).click();
  await expect(page).toHaveURL(/\/prices$/);
  await header(page).getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  // The page scrolls and takes focus again: nothing is left trapping them.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test("a list's filters are in its address: Back and a reload bring them again", async ({ page }) => {
  await registerAccount(page.request, freshEmail('list-address'), 'history-e2e-password-1');
  await page.goto('/history?tab=statement');
  const type = page.getByRole('combobox', { name: 'Type' });
  await type.selectOption({ label: 'Refund' });
  await expect(page).toHaveURL(/[?&]statement_type=refund(&|$)/);
  await expect(page).toHaveURL(/[?&]tab=statement(&|$)/);
  await header(page).getByRole('link', { name: 'Prices' }).click();
  await expect(page).toHaveURL(/\/prices$/);
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('refund');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('refund');

  await page.goto('/support');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' });
  await expect(page).toHaveURL(/\/support\?status=closed$/);
  await page.getByRole('link', { name: 'New ticket' }).click();
  await expect(page).toHaveURL(/\/support\/create$/);
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('closed');

  // The active numbers' list, whose first page comes with the HTML.
  await page.goto('/activations');
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Oldest first' });
  await expect(page).toHaveURL(/\/activations\?sort=oldest$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('oldest');
  // The server rendered the addressed list (empty here), not a placeholder for the browser to fill.
  const html = await (await page.request.get('/activations?sort=oldest')).text();
  expect(html).toMatch(/class="active-numbers__empty"[^>]*>You have no active numbers\. Buy one from the catalogue\.</);
});
