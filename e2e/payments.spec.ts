import { type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { formatMoney, type Currency } from '../src/lib/money';
import { balanceLink, freshEmail, header, registerAccount } from './support';

/**
 * Topping up on the whole stack: web, BFF, reference upstream with its embedded demo payment
 * gateway (on in the e2e stack: playwright.config.ts leaves DEMO_GATEWAY unset and start.mjs
 * runs the upstream in development). A card top-up is paid on the gateway's own page on the
 * upstream (/pay/<tx>, Pay and Decline settle it through the signed webhook, then the browser
 * is sent back to /top-up?payment=<tx>&result=paid|failed); a crypto top-up has no page and
 * is "paid" by the gateway about 8 s after it was created, with BalanceTopup on the user's
 * private channel. Each journey signs up a fresh account, so balances start at zero and no
 * other journey's payments or language meet it.
 */

type Me = { balance: number; currency: Currency };

async function me(page: Page): Promise<Me> {
  const res = await page.request.get('/api/user');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { user: Me }).user;
}

async function signUp(page: Page, label: string): Promise<Me> {
  await registerAccount(page.request, freshEmail(label), 'payments-e2e-password-1');
  return me(page);
}

type Created = { transaction_id: string; amount: number; pay_url: string | null; crypto: { amount: string } | null };

/** Chooses the method and a preset amount, creates the top-up, and returns the upstream's answer. */
async function createTopUp(page: Page, method: RegExp, preset: string): Promise<Created> {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: preset }).click();
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/payments/top-up') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  return ((await (await created).json()) as { data: Created }).data;
}

// The demo gateway page's two submit buttons (upstream/payments/demo-pay-page.ts), by their
// form values rather than their text, which is in the user's language.
const gatewayButton = (page: Page, decision: 'pay' | 'decline') =>
  page.locator(`form button[name="decision"][value="${decision}"]`);

test('a card top-up goes through the payment page: Pay $2.00, Pay on the gateway, back on /top-up paid with the balance up by $2.00, then in the history', async ({
  page,
}) => {
  const before = await signUp(page, 'pay-card');
  const money = (minor: number) => formatMoney(minor, before.currency);

  await page.goto('/top-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Top up balance' })).toBeVisible();
  await expect(balanceLink(page)).toHaveAccessibleName(`Balance: ${money(before.balance)}`);

  const created = await createTopUp(page, /Bank card/, money(200));
  expect(created.amount).toBe(200);
  expect(created.crypto).toBeNull();
  const tx = created.transaction_id;
  expect(created.pay_url).toMatch(new RegExp(`/pay/${tx}$`));

  const card = page.getByRole('region', { name: 'Pay with Bank card' });
  await expect(card.getByRole('heading', { name: 'Pay with Bank card' })).toBeFocused();
  await expect(card.getByText("You'll return here after paying.")).toBeVisible();
  await expect(card.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/^(30:00|29:\d\d)$/);
  await expect(page.getByRole('list', { name: 'Pending payments' }).getByText(tx)).toBeVisible();
  const pay = card.getByRole('link', { name: `Pay ${money(200)}` });
  await expect(pay).toHaveAttribute('href', created.pay_url!);
  await expect(pay).not.toHaveAttribute('target');

  // The gateway's page, in the same tab.
  await pay.click();
  await expect(page).toHaveURL(created.pay_url!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(money(200));
  await expect(page.getByText(tx, { exact: true })).toBeVisible();
  await expect(gatewayButton(page, 'decline')).toBeVisible();
  await gatewayButton(page, 'pay').click();

  // Back on the top-up page; the return is read and taken out of the address.
  await expect(page).toHaveURL(/\/top-up$/);
  const notice = page.getByTestId('payment-return');
  await expect(notice).toContainText(`Payment of ${money(200)} received`);
  await expect(notice).toContainText('Your balance will update in a moment.');
  await expect(balanceLink(page)).toHaveAccessibleName(`Balance: ${money(before.balance + 200)}`);
  await expect(page.getByText('No pending payments.')).toBeVisible();
  expect((await me(page)).balance).toBe(before.balance + 200);

  // A reload does not say it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Top up balance' })).toBeVisible();
  await expect(page.getByTestId('payment-return')).toHaveCount(0);

  // The header's Balance leads to the history, where the payment is listed as paid.
  await header(page)
    .getByRole('link', { name: /^Balance: / })
    .click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Payment history' }).getByRole('listitem').filter({ hasText: tx });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${money(200)} · Bank card`);
  await expect(row).toContainText('Paid');
});

test('Decline on the payment page: back on /top-up declined, nothing charged, and Try again refills the same top-up', async ({
  page,
}) => {
  const before = await signUp(page, 'pay-decline');
  const money = (minor: number) => formatMoney(minor, before.currency);

  await page.goto('/top-up');
  const created = await createTopUp(page, /Bank card/, money(500));
  expect(created.amount).toBe(500);
  await page
    .getByRole('region', { name: 'Pay with Bank card' })
    .getByRole('link', { name: `Pay ${money(500)}` })
    .click();
  await expect(page).toHaveURL(created.pay_url!);
  await gatewayButton(page, 'decline').click();

  await expect(page).toHaveURL(/\/top-up$/);
  const notice = page.getByTestId('payment-return');
  await expect(notice).toContainText(`Payment of ${money(500)} declined`);
  await expect(notice).toContainText('Nothing was charged.');
  await expect(balanceLink(page)).toHaveAccessibleName(`Balance: ${money(before.balance)}`);
  await expect(page.getByText('No pending payments.')).toBeVisible();
  expect((await me(page)).balance).toBe(before.balance);

  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('payment-return')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Bank card/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeFocused();

  // The declined payment's page says so and takes no second answer.
  await page.goto(created.pay_url!);
  await expect(page.getByRole('status')).toBeVisible();
  await expect(gatewayButton(page, 'pay')).toHaveCount(0);
});

test('a Bitcoin top-up shows the amount in BTC at the demo rate, and the balance rises live when the gateway confirms it', async ({
  page,
}) => {
  const before = await signUp(page, 'pay-btc');
  const money = (minor: number) => formatMoney(minor, before.currency);

  await page.goto('/top-up');
  // Survives only if the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const created = await createTopUp(page, /Bitcoin/, money(1_000));
  expect(created.pay_url).toBeNull();

  const card = page.getByRole('region', { name: 'Pay with Bitcoin' });
  await expect(card.getByText(`${created.crypto!.amount} BTC`)).toBeVisible();
  await expect(card.getByText(/^1 BTC = /)).toContainText('(demo rate)');
  await expect(card.getByRole('timer', { name: 'Rate valid for' })).toHaveText(/^(30:00|29:\d\d)$/);
  await expect(card.getByRole('img', { name: 'QR code with the payment details' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expect(card.getByRole('link')).toHaveCount(0);

  // The demo gateway pays crypto after ~8 s; the workers sweep on an interval on top of that.
  const after = money(before.balance + 1_000);
  await expect(balanceLink(page)).toHaveAccessibleName(`Balance: ${after}`, { timeout: 30_000 });
  await expect(card).toBeHidden();
  await expect(page.getByText('No pending payments.')).toBeVisible();
  await expect(page.getByText(`Payment received. Your balance is now ${after}.`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('a made-up return address shows nothing and is cleaned', async ({ page }) => {
  await signUp(page, 'pay-forged');
  await page.goto('/top-up?payment=tx_000000000000000000000000&result=paid');
  await expect(page).toHaveURL(/\/top-up$/);
  await expect(page.getByRole('radio', { name: /Bank card/ })).toBeVisible();
  await expect(page.getByTestId('payment-return')).toHaveCount(0);
});

test('a guest asking for /top-up or /history is sent to sign in', async ({ page }) => {
  for (const path of ['/top-up', '/history']) {
    await page.goto(path);
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: path === '/top-up' ? 'Top up balance' : 'Payment history' }),
    ).toHaveCount(0);
  }
});

test('at 360 px the top-up code forms and the history fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { currency } = await signUp(page, 'pay-narrow');
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await page.goto('/top-up');
  await page.getByRole('radio', { name: /Bitcoin/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('10');
  await page.getByRole('textbox', { name: 'Amount' }).press('Enter');
  const btc = page.getByRole('region', { name: 'Pay with Bitcoin' });
  await expect(btc.getByRole('img', { name: 'QR code with the payment details' })).toBeVisible();
  await expect(btc.getByRole('heading', { name: 'Pay with Bitcoin' })).toBeFocused();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.getByRole('radio', { name: /Bank card/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('2');
  await page.getByRole('textbox', { name: 'Amount' }).press('Enter');
  const card = page.getByRole('region', { name: 'Pay with Bank card' });
  await expect(card.getByRole('link', { name: `Pay ${formatMoney(200, currency)}` })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('/history');
  await expect(page.getByRole('list', { name: 'Payment history' }).getByRole('listitem').first()).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('the payment methods are one radio group for the keyboard: one tab stop, arrows move the choice, the ring shows where', async ({
  page,
}) => {
  await signUp(page, 'methods-keys');
  await page.goto('/top-up');
  const group = page.getByRole('radiogroup', { name: 'Payment method' });
  const radios = group.getByRole('radio');
  expect(await radios.count()).toBeGreaterThan(1);
  const count = await radios.count();
  const chosenAt = await radios.evaluateAll((inputs) => inputs.findIndex((i) => (i as HTMLInputElement).checked));
  expect(chosenAt).toBeGreaterThanOrEqual(0);
  const first = radios.nth(chosenAt);
  // Back from the amount, Shift+Tab lands on the chosen method: the group is one tab stop.
  await page.getByRole('textbox', { name: 'Amount' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(first).toBeFocused();
  // The input is invisible under Material's ring; its circle carries the theme's focus ring.
  const circle = first.locator('xpath=..');
  await expect(circle).not.toHaveCSS('outline-style', 'none');
  await page.keyboard.press('ArrowDown');
  const second = radios.nth((chosenAt + 1) % count);
  await expect(second).toBeChecked();
  await expect(second).toBeFocused();
  await expect(first).not.toBeChecked();
  // The chosen method's card is outlined in the primary colour and its limits follow it.
  const chosenCard = second.locator('xpath=ancestor::label');
  await expect(chosenCard).toHaveClass(/system-choice__option--chosen/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeFocused();
});
