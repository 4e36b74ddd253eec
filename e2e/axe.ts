import { type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

/**
 * axe-core (WCAG 2.1 A and AA) on every page. Each page is checked once, and the pages rotate
 * through light/dark × 390/1440 px, so every combination is covered across the set without
 * visiting each page four times (that took 14 minutes on the CI machine).
 */
const COMBOS = [
  { mode: 'light', width: 1440 },
  { mode: 'dark', width: 390 },
  { mode: 'light', width: 390 },
  { mode: 'dark', width: 1440 },
] as const;

/** axe-core's findings on `route`, opened in the `i`-th of the rotating modes and widths. */
export async function violations(page: Page, route: string, i: number): Promise<string[]> {
  const { mode, width } = COMBOS[i % COMBOS.length]!;
  await page.context().addCookies([{ name: 'theme', value: mode, url: test.info().project.use.baseURL! }]);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(route);
  // Attached, not visible to the accessibility tree: /loyalty opens the login dialog for a guest
  // (spec §2), which hides the page behind it; axe then checks the page with the dialog.
  await expect(page.locator('h1').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  return axeFindings(page, `${route} (${mode}, ${width} px)`);
}

/** axe-core's WCAG 2.1 A and AA findings on the page as it is now, a line each, after `where`. */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((v) => `${where}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
