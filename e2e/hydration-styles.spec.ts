import { type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { freshEmail, registerAccount } from './support';

/**
 * Issue 17: a page hydrates without compiling or inserting a single style rule. The server sends
 * every style its render used, MUI's inner layers included (src/bff/ssr/rendered-styles.tsx), and
 * the autofill keyframes come once with the global styles (src/lib/theme.ts). Before, each page
 * inserted 78–101 rules while it hydrated, every one a style recalculation on a phone's main
 * thread.
 */

/** Every rule Emotion adds in the browser: `insertRule` in production, text nodes otherwise. */
async function recordInsertedRules(page: Page) {
  await page.addInitScript(() => {
    const rules: string[] = [];
    (window as unknown as { insertedRules: string[] }).insertedRules = rules;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      rules.push(rule.slice(0, 120));
      return insertRule.call(this, rule, index);
    };
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      const style = this instanceof HTMLStyleElement && this.hasAttribute('data-emotion');
      if (style && child.nodeType === Node.TEXT_NODE && child.textContent) rules.push(child.textContent.slice(0, 120));
      return appendChild.call(this, child) as T;
    };
  });
}

/** The rules inserted once the page has hydrated and its data has arrived. */
async function rulesInsertedBySettledPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The last data renders a frame or two after the network goes quiet.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);
}

const PHONE = { width: 390, height: 844 };

test('public pages hydrate without inserting a style rule, in both colour modes', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: PHONE, colorScheme });
    const page = await context.newPage();
    // No cookie yet: a dark system's first page loads again in dark before it paints
    // (src/bff/ssr/system-scheme.ts), so it too hydrates without restyling.
    await recordInsertedRules(page);
    for (const path of ['/', '/prices', '/faq', '/service/whatsapp', '/de/country/us']) {
      expect({ path, colorScheme, rules: await rulesInsertedBySettledPage(page, path) }).toEqual({
        path,
        colorScheme,
        rules: [],
      });
    }
    await context.close();
  }
});

test('signed-in pages hydrate and load their data without inserting a style rule', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await registerAccount(page.request, freshEmail('styles'), 'styles-password-1');
  await recordInsertedRules(page);
  for (const path of ['/activations', '/top-up']) {
    expect({ path, rules: await rulesInsertedBySettledPage(page, path) }).toEqual({ path, rules: [] });
  }
  await context.close();
});
