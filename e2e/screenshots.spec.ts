import { test, expect } from './fixtures';
import { DEMO, origin } from './support';

/**
 * Screenshots kept as artifacts of every run (issue 16), for people to look at, not compared:
 * the home page, /activations and /top-up at 390 and 1440 px, light and dark. They go to
 * test-results/screenshots/, which Playwright empties at the start of each run.
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'activations', path: '/activations' },
  { name: 'top-up', path: '/top-up' },
];
const MODES = ['light', 'dark'] as const;
const WIDTHS = [390, 1440] as const;

test('home, activations and top-up are photographed at 390 and 1440 px, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL!;
  expect((await page.request.post('/api/login', { data: DEMO, headers: origin() })).ok()).toBe(true);
  for (const mode of MODES) {
    await page.context().addCookies([{ name: 'theme', value: mode, url: baseURL }]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const { name, path } of PAGES) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const file = `test-results/screenshots/${name}-${width}-${mode}.png`;
        await page.screenshot({ path: file, fullPage: true });
        await test.info().attach(`${name}-${width}-${mode}`, { path: file, contentType: 'image/png' });
      }
    }
  }
});
