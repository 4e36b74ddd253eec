import { test, expect } from './fixtures';

/**
 * A returning visitor on a slow connection: the page's chunks are in the browser's cache, the
 * HTML is not. The first paint then comes while the rest of the HTML (and the page data at its
 * end, __NEXT_DATA__) is still arriving; chunks started at that paint found no data, or half of
 * it, and the page never started: Log in did nothing (4 of 4 loads on slow 3G before the fix in
 * scripts-after-paint.ts). Throttled with Chromium's own network emulation.
 */
test.describe.configure({ timeout: 120_000 });

test('on slow 3G with cached chunks, the page starts and Log in opens the dialog', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Warm the cache at full speed.
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => Boolean((window as { next?: { router?: unknown } }).next?.router)))
    .toBe(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Slow 3G: 400 kbit/s, 400 ms round trips.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  for (const path of ['/', '/prices']) {
    await page.goto(path, { timeout: 60_000 });
    await expect
      .poll(() => page.evaluate(() => Boolean((window as { next?: { router?: unknown } }).next?.router)), {
        timeout: 30_000,
      })
      .toBe(true);
  }
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
  await context.close();
});
