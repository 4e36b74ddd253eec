import { test, expect } from './fixtures';
import { axeFindings, violations } from './axe';
import { freshEmail, registerAccount } from './support';

/**
 * The accessibility checks that need no demo user (guests, or accounts of their own): they run
 * beside the demo-user journeys (playwright.config.ts); e2e/accessibility.spec.ts has the rest.
 */
const GUEST = ['/', '/prices', '/faq', '/blog', '/contacts', '/loyalty', '/de', '/pt/prices', '/no-such-page'];

test.describe('axe-core', () => {
  test.describe.configure({ timeout: 240_000 });

  test('public pages have no WCAG A/AA violations', async ({ page }) => {
    const found: string[] = [];
    for (const [i, route] of GUEST.entries()) found.push(...(await violations(page, route, i)));
    expect(found).toEqual([]);
  });
});

// A loading state named its region with aria-label on a plain div: a name such an element may
// not carry (aria-prohibited-attr), found only while the data is on its way.
test('loading states have no WCAG A/AA violations', async ({ page }) => {
  await registerAccount(page.request, freshEmail('loading-axe'), 'loading-axe-password-1');
  // Every client-side read held back while axe looks: each page shows its loading state.
  await page.route(/\/api\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    await route.continue().catch(() => undefined);
  });
  const found: string[] = [];
  // The statistics' own state, LoadState and LoadFallback (the referral lists), the webhook and
  // sandbox panels.
  for (const route of ['/statistic', '/referral', '/settings/api']) {
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[aria-busy="true"]').first()).toBeAttached();
    found.push(...(await axeFindings(page, route)));
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(found).toEqual([]);
});

test.describe("the reader's settings", () => {
  test('Shift+Tab up /faq at 740 × 360 never leaves focus under the sticky header (WCAG 2.4.11)', async ({ page }) => {
    await page.setViewportSize({ width: 740, height: 360 });
    await page.goto('/faq');
    // The questions are <summary> elements: start at the last and walk up the page.
    const questions = page.locator('main summary');
    await expect(questions.nth(5)).toBeAttached();
    await questions.last().focus();
    const covered: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      const hidden = await page.evaluate(() => {
        const el = document.activeElement;
        const header = document.querySelector('header');
        if (!el || el === document.body || !header || header.contains(el)) return null;
        const top = el.getBoundingClientRect().top;
        const bottom = header.getBoundingClientRect().bottom;
        return top < bottom
          ? `"${el.textContent?.trim().slice(0, 40)}" at ${Math.round(top)} px, header to ${bottom} px`
          : null;
      });
      if (hidden) covered.push(hidden);
    }
    expect(covered).toEqual([]);
  });
});

test("with the reader's text spacing at 320 px, German payment methods and a raised field label are read whole (WCAG 1.4.12)", async ({
  page,
}) => {
  // An account of its own: opening German pages makes German the user's language for notifications.
  await registerAccount(page.request, freshEmail('text-spacing'), 'text-spacing-e2e-password-1');
  await page.setViewportSize({ width: 320, height: 640 });
  // WCAG 1.4.12's metrics, as the usual bookmarklet sets them.
  const spacing =
    '*,*::before,*::after{line-height:1.5 !important;letter-spacing:.12em !important;word-spacing:.16em !important}p{margin-bottom:2em !important}';
  await page.goto('/de/top-up');
  await page.addStyleTag({ content: spacing });
  const names = page.locator('.system-choice__name');
  await expect(names.first()).toBeVisible();
  const outside = await names.evaluateAll((els) =>
    els
      .filter((el) => {
        const card = el.closest('.system-choice__option')!.getBoundingClientRect();
        return el.getBoundingClientRect().right > card.right + 0.5 || el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => el.textContent),
  );
  expect(outside).toEqual([]);

  await page.goto('/de/referral');
  await page.addStyleTag({ content: spacing });
  const label = page.locator('label', { hasText: 'Nach Methode, Status oder Wallet suchen' });
  await expect(label).toBeVisible();
  const place = await label.evaluate((el) => {
    const field = el.parentElement!.getBoundingClientRect();
    const box = el.parentElement!.querySelector('.outlined-field__box')!.getBoundingClientRect();
    const text = el.getBoundingClientRect();
    return { insideField: text.right <= field.right + 0.5, clearOfControl: text.bottom <= box.top + 10 };
  });
  expect(place).toEqual({ insideField: true, clearOfControl: true });
});

test('a missing FAQ question or blog article still has its h1, and no alert breaks in as it loads', async ({
  page,
}) => {
  for (const [address, title] of [
    ['/faq/general/999999', 'Frequently asked questions'],
    ['/blog/guides/no-such-article', 'Blog'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'does not exist' })).toHaveCount(1);
    // Next's route announcer, outside <main>, is an alert of its own.
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  }
});

test("at a 200 % default font a German guest's header fits the window, its buttons neither overlapping nor losing text", async ({
  page,
}) => {
  // The browser's own default font size (what a reader sets), not a style on <html>: the
  // header's breakpoints are in em, which only the default font moves (app-header.tsx).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  const banner = page.getByRole('banner');
  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/de/prices');
    // At 1024 px the German navigation ran off the window, and at 390 px "Registrieren" did:
    // the page scrolled sideways (WCAG 1.4.10).
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ width, sideways }).toEqual({ width, sideways: 0 });
    const buttons = [
      ...(width >= 1200 ? [banner.locator('.app-header__language')] : []),
      banner.getByRole('button', { name: 'Anmelden' }),
      banner.getByRole('button', { name: 'Registrieren' }),
    ];
    const boxes = [];
    for (const button of buttons) {
      await expect(button).toBeInViewport({ ratio: 1 });
      // Its text fits inside it.
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      boxes.push((await button.boundingBox())!);
    }
    // None overlaps another: each starts after the one before it ends, or on a line below it.
    for (let i = 1; i < boxes.length; i++) {
      const [before, box] = [boxes[i - 1]!, boxes[i]!];
      expect(box.x >= before.x + before.width - 1 || box.y >= before.y + before.height - 1).toBe(true);
    }
  }
});
