import { type Browser, type Page } from '@playwright/test';
import { readyForTaps, test, expect } from './fixtures';

/**
 * Issue 17: the shell's header, page and footer hydrate in Suspense boundaries, after the
 * providers and in slices, so a slow phone can tap before the page under its finger is
 * hydrated. A navigation started then must not wait for that hydration: React holds a
 * transition that reaches a still-dehydrated boundary until the boundary has hydrated at a
 * bumped lane, which took over 10 s on this loaded machine (docs/performance-issue-17.md, stop 22).
 * Each test slows the CPU 4× the way the trace script does and acts as soon as React can
 * hear the tap (Next has created its router: hydrateRoot comes right after).
 */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

// Loading under a 4× slower CPU on a shared machine: the default 60 s can go on the first load alone.
test.describe.configure({ timeout: 120_000 });

async function slowPhone(browser: Browser) {
  const context = await browser.newContext({ userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** Loads `path` and returns as soon as a tap reaches React, long before the page is hydrated. */
async function openEarly(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await readyForTaps(page);
  // Whether the page's own content was still server HTML when the tap came: recorded, not
  // asserted (it depends on the machine), so a passing run can be read as proof.
  const dehydrated = await page.evaluate(() => {
    const main = document.querySelector('main');
    return !!main && !Object.keys(main).some((k) => k.startsWith('__reactFiber'));
  });
  test.info().annotations.push({ type: 'page still dehydrated at the tap', description: String(dehydrated) });
}

test('a header link tapped right after load opens its page without waiting for hydration', async ({ browser }) => {
  const { context, page, errors } = await slowPhone(browser);
  await openEarly(page, '/');
  // On a phone the header's links live in the navigation drawer.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  // The header stays usable after the navigation: its menu opens again.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a language switch right after load brings the page in the new language', async ({ browser }) => {
  const { context, page, errors } = await slowPhone(browser);
  await openEarly(page, '/');
  // On a phone the language menu lives in the navigation drawer.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'EN · Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de$/);
  // The drawer stays open; its button speaks German once the new page is committed.
  await expect(page.getByRole('button', { name: 'DE · Sprache: Deutsch' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: /^Dienste/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(errors).toEqual([]);
  await context.close();
});

test('a tap on the server HTML before any script has run is made once React listens', async ({ browser }) => {
  const { context, page, errors } = await slowPhone(browser);
  // The page's scripts are held back until the tap has been made, so it surely comes first (its
  // stylesheet, in the same folder, is not: the first paint waits for it).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const register = page.getByRole('banner').getByRole('button', { name: 'Register' });
  await register.click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();
  // The tap shows that it registered: the button is dimmed while it waits.
  await expect(register).toHaveCSS('opacity', '0.6');
  expect(await page.evaluate(() => Boolean((window as { next?: { router?: unknown } }).next?.router))).toBe(false);
  release();
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  // Once, not twice: the dialog's first field has the focus, and Escape closes it for good.
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  await expect(dialog).toBeHidden();
  await expect(register).toHaveCSS('opacity', '1');
  expect(errors).toEqual([]);
  await context.close();
});
