import { test, expect, type Page } from '@playwright/test';
import { formatMoney, type Currency } from '../src/lib/money';
import { DEMO, balanceLink, header, origin } from './support';

/**
 * Topping up on the whole stack: web, BFF, reference upstream with its embedded demo payment
 * gateway (on in the e2e stack: playwright.config.ts leaves DEMO_GATEWAY unset and start.mjs
 * runs the upstream in development), which confirms a pending top-up about 8 s after it was
 * created and publishes BalanceTopup on the user's private channel.
 */

type Me = { balance: number; currency: Currency };

async function me(page: Page): Promise<Me> {
  const res = await page.request.get('/api/user');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { user: Me }).user;
}

test('create a top-up, see the balance rise live when the gateway confirms it, then find it in the history', async ({
  page,
}) => {
  const login = await page.request.post('/api/login', { data: DEMO, headers: origin() });
  expect(login.ok()).toBe(true);
  const before = await me(page);

  await page.goto('/top-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Top up balance' })).toBeVisible();
  await expect(balanceLink(page)).toHaveAccessibleName(`Balance: ${formatMoney(before.balance, before.currency)}`);
  // Survives only if the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await page.getByRole('radio', { name: /Bank card/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('150');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/payments/top-up') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const answer = (await (await created).json()) as { data: { transaction_id: string; amount: number } };
  expect(answer.data.amount).toBe(15_000);
  const tx = answer.data.transaction_id;

  const card = page.getByRole('region', { name: 'Pay with Bank card' });
  await expect(card).toBeVisible();
  await expect(card.getByText(tx, { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: 'QR code with the payment details' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expect(card.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
  await expect(page.getByRole('list', { name: 'Pending payments' }).getByText(tx)).toBeVisible();

  // The demo gateway pays after ~8 s; the workers sweep on an interval on top of that.
  const after = formatMoney(before.balance + 15_000, before.currency);
  await expect(balanceLink(page)).toHaveAccessibleName(`Balance: ${after}`, { timeout: 30_000 });
  await expect(card).toBeHidden();
  await expect(page.getByText('No pending payments.')).toBeVisible();
  await expect(page.getByText(`Payment received. Your balance is now ${after}.`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect((await me(page)).balance).toBe(before.balance + 15_000);

  // The header's Balance leads to the history, where the payment is listed as paid.
  await header(page)
    .getByRole('link', { name: /^Balance: / })
    .click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Payment history' }).getByRole('listitem').filter({ hasText: tx });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${formatMoney(15_000, before.currency)} · Bank card`);
  await expect(row).toContainText('Paid');

  // Searching by part of the transaction id keeps just that payment.
  await page.getByRole('searchbox', { name: 'Transaction ID' }).fill(tx.slice(-8));
  await expect(page.getByRole('list', { name: 'Payment history' }).getByRole('listitem')).toHaveCount(1);
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

test('at 360 px the top-up code form and the history fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const login = await page.request.post('/api/login', { data: DEMO, headers: origin() });
  expect(login.ok()).toBe(true);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await page.goto('/top-up');
  await page.getByRole('radio', { name: /Bitcoin/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await page.getByRole('textbox', { name: 'Amount' }).press('Enter');
  const card = page.getByRole('region', { name: 'Pay with Bitcoin' });
  await expect(card.getByRole('img', { name: 'QR code with the payment details' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Pay with Bitcoin' })).toBeFocused();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('/history');
  await expect(page.getByRole('list', { name: 'Payment history' }).getByRole('listitem').first()).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
