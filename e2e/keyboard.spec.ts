import { readFileSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, freshEmail, origin, registerAccount } from './support';

/**
 * Issue 16: the whole buying flow with the keyboard alone. Every navigation key press (Tab,
 * Shift+Tab, arrows, Home/End, Enter, Escape, Space) is counted; typed text (type-ahead, the
 * email and password) is not. After each press focus must be on an element, never <body>, and
 * that element must look focused: its outline or shadow differs from its unfocused look (text
 * fields: MUI's focused border, 2 px).
 */

const NAVIGATION_KEYS = new Set([
  'Tab',
  'Shift+Tab',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'Enter',
  'Escape',
  'Space',
]);
const BUDGET = 25;

interface FocusLook {
  ok: boolean;
  why: string;
  what: string;
}

/** Reads, in the page, whether the focused element shows a focus indicator. */
function focusLook(page: Page): Promise<FocusLook> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, why: 'focus is on <body>', what: 'body' };
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`;
    // Text fields and selects: MUI draws their focus as the field's border, thicker and coloured.
    const field = el.closest('.MuiInputBase-root');
    if (field) {
      const border = field.querySelector('.MuiOutlinedInput-notchedOutline');
      const width = border ? parseFloat(getComputedStyle(border).borderTopWidth) : 0;
      const ok = field.classList.contains('Mui-focused') && width >= 2;
      return {
        ok,
        why: ok ? '' : `field border ${width}px, focused class ${field.classList.contains('Mui-focused')}`,
        what,
      };
    }
    // The plain outlined fields (outlined-field-styles.ts) draw it the same way, by CSS.
    const plain = el.closest('.outlined-field__box');
    if (plain) {
      const border = plain.querySelector('.outlined-field__outline');
      const width = border ? parseFloat(getComputedStyle(border).borderTopWidth) : 0;
      return { ok: width >= 2, why: width >= 2 ? '' : `field border ${width}px`, what };
    }
    // The unfocused look comes from a shallow copy beside the element, never from blurring it:
    // a blur and re-focus while a dialog was still opening pulled focus out of the dialog, and
    // MUI's focus trap then put it on the dialog's container (the race this journey reported).
    const look = (node: HTMLElement) => {
      const s = getComputedStyle(node);
      return {
        ring: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2,
        text: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} / ${s.boxShadow}`,
      };
    };
    const focused = look(el);
    const copy = el.cloneNode(false) as HTMLElement;
    copy.removeAttribute('id');
    copy.classList.remove('Mui-focusVisible', 'Mui-focused');
    copy.setAttribute('aria-hidden', 'true');
    el.after(copy);
    const unfocused = look(copy);
    copy.remove();
    const ok = (focused.ring || focused.text !== unfocused.text) && focused.text !== unfocused.text;
    return {
      ok: ok && document.activeElement === el,
      why: ok ? '' : `focused "${focused.text}" vs unfocused "${unfocused.text}"`,
      what,
    };
  });
}

/** The journey's words in a locale, from the files the page reads (the country from the catalogue). */
function texts(locale: 'en' | 'de') {
  const read = (ns: string) => JSON.parse(readFileSync(`public/locales/${locale}/${ns}.json`, 'utf8'));
  const [common, numbers, auth] = [read('common'), read('numbers'), read('auth')];
  // "{{n}} number · from …": the word after the count, singular or plural.
  const unit = (key: string) => (numbers.catalog[key] as string).split(' ')[1]!;
  return {
    prefix: locale === 'en' ? '' : `/${locale}`,
    skip: common.header.skipToContent as string,
    services: numbers.catalog.services as string,
    countries: numbers.catalog.countries as string,
    // Grouped by the language: 1,332 in English, 1.332 in German.
    count: new RegExp(`\\d[\\d.,]* (${unit('countAndPrice_one')}|${unit('countAndPrice_other')})`),
    russia: locale === 'en' ? 'Russia' : 'Russland',
    buy: numbers.buy.button as string,
    login: auth.login.title as string,
    email: auth.fields.email as string,
    password: auth.fields.password as string,
    confirmTitle: numbers.buy.confirmTitle as string,
    confirm: numbers.buy.confirm as string,
    boughtTitle: numbers.buy.boughtTitle as string,
    waiting: numbers.row.waitingCode as string,
    userMenu: common.header.userMenu as string,
  };
}

/**
 * Who signs in: the demo user in English; in German an account of its own, topped up through
 * the demo gateway, since signing in on a German page makes German the user's language for
 * notifications (issue 16), which the demo user's other journeys read in English.
 */
async function buyer(browser: Browser, locale: 'en' | 'de') {
  if (locale === 'en') return DEMO;
  const account = { email: freshEmail('keyboard'), password: 'keyboard-password-1' };
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await registerAccount(context.request, account.email, account.password);
  const topUp = await context.request.post('/api/payments/top-up', {
    data: { system: 'card', amount: 5_000 },
    headers: origin(),
  });
  expect(topUp.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto(((await topUp.json()) as { data: { pay_url: string } }).data.pay_url);
  await page.locator('form button[name="decision"][value="pay"]').click();
  await expect(page).toHaveURL(/\/top-up(\?|$)/);
  await context.close();
  return account;
}

for (const locale of ['en', 'de'] as const) {
  test(`sign in and buy a WhatsApp number for Russia with the keyboard alone, focus always visible (${locale})`, async ({
    browser,
    page,
  }) => {
    // Many requests and one full purchase on a shared, busy machine: time enough, none of it asserted.
    test.setTimeout(180_000);
    const t = texts(locale);
    const account = await buyer(browser, locale);
    const pressed: string[] = [];
    // Where focus settles: a closing dialog hands it back a moment after the key (its exit).
    const expectFocusVisible = async (step: string) => {
      await expect
        .poll(
          async () => {
            const look = await focusLook(page);
            return look.ok ? 'visible' : `${look.what} — ${look.why}`;
          },
          { message: step, timeout: 20_000 },
        )
        .toBe('visible');
    };
    const press = async (key: string) => {
      expect(NAVIGATION_KEYS.has(key)).toBe(true);
      pressed.push(key);
      await page.keyboard.press(key);
      await expectFocusVisible(`press ${pressed.length} (${key})`);
    };
    /**
     * Tabs on (each press counted and checked) until focus is on a catalogue row ('row') or on an
     * element whose text matches `target`.
     */
    const tabTo = async (target: 'row' | RegExp, most = 4) => {
      for (let i = 0; i < most; i++) {
        await press('Tab');
        const at = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return { row: el?.dataset.row !== undefined, text: (el?.textContent ?? '').trim() };
        });
        if (target === 'row' ? at.row : target.test(at.text)) return;
      }
      throw new Error(`Tab never reached ${String(target)}`);
    };
    const focused = () => page.locator(':focus');

    await page.goto(t.prefix || '/');
    const services = page.getByRole('grid', { name: t.services });
    // Rows come from the browser's own request: once they are there, the page is interactive.
    await expect(services.getByRole('row').first()).toBeVisible({ timeout: 60_000 });

    // Skip link, then into the content.
    await press('Tab');
    await expect(focused()).toHaveText(t.skip);
    await press('Enter');
    await expect(focused()).toHaveAttribute('id', 'main-content');

    // Services: the search field narrows the list (typed text, not counted), then past the sort
    // to the list, one Tab stop. (Type-ahead inside the list is covered by the RTL tests: its
    // letters must come within 0.7 s of each other, which a loaded CI machine cannot promise.)
    await press('Tab');
    await page.keyboard.type('WhatsApp');
    await expect(services.getByRole('row').first()).toContainText('WhatsApp');
    await tabTo('row');
    await expect(focused()).toHaveAccessibleName(new RegExp(`WhatsApp ${t.count.source}`));
    await press('Enter');
    await expect(focused()).toHaveAttribute('aria-current', 'true');

    // Countries, narrowed to WhatsApp's: the same way to Russia.
    const countries = page.getByRole('grid', { name: t.countries });
    await press('Tab');
    await page.keyboard.type(t.russia);
    await expect(countries.getByRole('row').first()).toContainText(t.russia);
    await tabTo('row');
    await expect(focused()).toHaveAccessibleName(new RegExp(`${t.russia} ${t.count.source}`));
    await press('Enter');
    // The price card's heading: the phone buy bar repeats the pair (hidden at this width).
    await expect(page.getByRole('heading', { name: `WhatsApp · ${t.russia}` })).toBeVisible();
    await expect(page.getByTestId('price')).toBeVisible();

    // Buy: a guest is asked to sign in first; the dialog opens with the email field focused.
    await tabTo(new RegExp(`^${t.buy}$`));
    await press('Enter');
    const login = page.getByRole('dialog', { name: t.login });
    await expect(login).toBeVisible();
    await expect(login.getByLabel(new RegExp(t.email))).toBeFocused();
    await expectFocusVisible('login dialog opened');
    await page.keyboard.type(account.email);
    await press('Tab');
    await expect(login.getByLabel(new RegExp(`^${t.password}`))).toBeFocused();
    await page.keyboard.type(account.password);
    await press('Enter');
    await expect(login).toBeHidden();

    // The purchase carries on: its confirmation opens by itself, at the signed-in price (the
    // header, hidden from assistive tech behind this dialog, is checked once it has closed).
    const confirm = page.getByRole('dialog', { name: t.confirmTitle });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: t.confirm, exact: true })).toBeFocused();
    await expectFocusVisible('confirm dialog opened after signing in');
    const bought = page.waitForResponse(
      (r) => r.url().endsWith('/api/activation/buy') && r.request().method() === 'POST',
    );
    await press('Enter');
    expect((await bought).ok()).toBe(true);

    // The number, waiting for its code; Escape closes the dialog and focus is not lost.
    const activation = page.getByRole('dialog', { name: t.boughtTitle });
    await expect(activation.getByText(t.waiting)).toBeVisible();
    await expect(activation.getByText(`WhatsApp · ${t.russia}`, { exact: false })).toBeVisible();
    await press('Escape');
    await expect(activation).toBeHidden();
    await expectFocusVisible('after the number dialog closed');
    await expect(page.getByRole('banner').getByRole('button', { name: t.userMenu })).toBeVisible();

    expect(pressed.length, `navigation keys: ${pressed.join(' ')}`).toBeLessThanOrEqual(BUDGET);
    test
      .info()
      .annotations.push({ type: 'navigation key presses', description: `${pressed.length}: ${pressed.join(' ')}` });
  });
}
