import { test, expect } from './fixtures';
import { violations } from './axe';
import { DEMO, origin } from './support';

const SIGNED_IN = [
  '/activations',
  '/rent',
  '/top-up',
  '/history',
  '/settings',
  '/settings/security',
  '/settings/sessions',
  '/settings/api',
  '/settings/other',
  '/statistic',
  '/support',
  '/referral',
];

test.describe('axe-core', () => {
  test.describe.configure({ timeout: 240_000 });

  test('signed-in pages have no WCAG A/AA violations', async ({ page }) => {
    expect((await page.request.post('/api/login', { data: DEMO, headers: origin() })).ok()).toBe(true);
    const found: string[] = [];
    for (const [i, route] of SIGNED_IN.entries()) found.push(...(await violations(page, route, i)));
    expect(found).toEqual([]);
  });
});

/**
 * What the reader's own settings ask of every page (src/styles/reader-settings.css holds the
 * rules). Media queries jsdom cannot apply: tests/web/shell/global-styles.test.tsx reads the
 * rules, these check what Chromium makes of them.
 */
test.describe("the reader's settings", () => {
  test('with reduced motion, nothing on a page moves for more than an instant, menus included', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await page.request.post('/api/login', { data: DEMO, headers: origin() })).ok()).toBe(true);
    await page.goto('/activations');
    // Material's Grow scales the account menu in by a transition written into its style attribute.
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    const moving = await page.evaluate(() => {
      const seconds = (list: string) => list.split(',').map((v) => parseFloat(v) * (/\dms\s*$/.test(v) ? 0.001 : 1));
      const found: string[] = [];
      for (const el of document.querySelectorAll('body *')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          const longest = Math.max(...seconds(style.animationDuration), ...seconds(style.transitionDuration));
          if (longest > 0.001) found.push(`${el.tagName.toLowerCase()}.${el.getAttribute('class')}${pseudo ?? ''}`);
        }
      }
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().iterations === Infinity) found.push(`endless ${animation.id}`);
      }
      return found;
    });
    expect(moving).toEqual([]);
  });

  test('in forced colours a chosen row, period or tab keeps its mark and filled buttons an edge', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    // Chosen by a click: the row has focus, but not keyboard focus, whose ring it would show instead.
    await page.getByRole('grid').first().getByRole('row').first().getByRole('button').first().click();
    const row = page.getByRole('grid').first().locator('[aria-current="true"]');
    await expect(row).toHaveCSS('outline-style', 'double');
    await expect(row).toHaveCSS('outline-width', '3px');
    const register = page.getByRole('banner').getByRole('button', { name: 'Register' });
    await expect(register).toHaveCSS('border-top-style', 'solid');
    await expect(register).toHaveCSS('border-top-width', '1px');

    expect((await page.request.post('/api/login', { data: DEMO, headers: origin() })).ok()).toBe(true);
    await page.goto('/statistic');
    await expect(page.getByRole('button', { name: '30 days' })).toHaveCSS('outline-style', 'double');
    await page.goto('/history');
    const tab = page.getByRole('tab', { selected: true });
    await expect(tab).toHaveCSS('outline-style', 'double');
    // The line under the chosen tab is drawn in the system's highlight colour, not painted over.
    const [line, highlight] = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.cssText = 'background-color: Highlight; forced-color-adjust: none';
      document.body.append(probe);
      const colours = [
        getComputedStyle(document.querySelector('.tab-bar__indicator')!).backgroundColor,
        getComputedStyle(probe).backgroundColor,
      ];
      probe.remove();
      return colours;
    });
    expect(line).toBe(highlight);
  });
});

test("a phone's settings navigation underlines the current page, not only colours it (WCAG 1.4.1)", async ({
  page,
}) => {
  expect((await page.request.post('/api/login', { data: DEMO, headers: origin() })).ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/settings/security');
  const nav = page.getByRole('navigation', { name: 'Settings pages' });
  await expect(nav.getByRole('link', { name: 'Security' })).toHaveCSS('text-decoration-line', 'underline');
  await expect(nav.getByRole('link', { name: 'Sessions' })).toHaveCSS('text-decoration-line', 'none');
});

test('the active list\'s title and its count are two words, not "Activations0 active"', async ({ page }) => {
  expect((await page.request.post('/api/login', { data: DEMO, headers: origin() })).ok()).toBe(true);
  await page.goto('/activations');
  await expect(page.getByRole('region', { name: /^Activations \d+ active$/ })).toBeVisible();
});
