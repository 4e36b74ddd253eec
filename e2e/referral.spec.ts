import { type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { formatMoney, type Currency } from '../src/lib/money';
import { DEMO, balanceLink, header, origin } from './support';

/**
 * The referral programme of a signed-in user on the whole stack. The demo seed gives the demo
 * user referral earnings from friend@codeport.test above the minimum withdrawal
 * (upstream/db/seed/demo-users.ts), so a withdrawal to the balance can be made for real.
 */

type Me = { balance: number; currency: Currency };
type Summary = { referral_id: number; available: number; min_withdrawal: number };

async function me(page: Page): Promise<Me> {
  const res = await page.request.get('/api/user');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { user: Me }).user;
}

async function summary(page: Page): Promise<Summary> {
  const res = await page.request.get('/api/referral');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { referral: Summary }).referral;
}

/**
 * Other journeys share the demo account, and one may leave a top-up pending that the demo
 * gateway confirms a few seconds later: that credit would move the balance under this test.
 * Waits until no top-up of the account is pending (each is confirmed within ~8 s).
 */
async function noPendingTopUps(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/payments');
        expect(res.ok()).toBe(true);
        return Object.keys(((await res.json()) as { active_payments: object }).active_payments).length;
      },
      { timeout: 30_000 },
    )
    .toBe(0);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('from the user menu to /referral: the share link, the earnings, and a withdrawal that lands in the balance and the history', async ({
  page,
}) => {
  expect((await page.request.post('/api/login', { data: DEMO, headers: origin() })).ok()).toBe(true);
  await noPendingTopUps(page);
  const before = await me(page);
  const ref = await summary(page);
  expect(ref.available).toBeGreaterThanOrEqual(ref.min_withdrawal);
  const money = (minor: number) => formatMoney(minor, before.currency);

  await page.goto('/');
  await header(page).getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Referral program', exact: true }).click();
  await expect(page).toHaveURL(/\/referral$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Referral program' })).toBeVisible();
  await expect(page).toHaveTitle('Referral program · Codeport');
  await expect(page.getByRole('textbox', { name: 'Referral link' })).toHaveValue(
    `${test.info().project.use.baseURL}/?ref=${ref.referral_id}`,
  );
  await expect(page.getByTestId('referral-available')).toHaveText(money(ref.available));
  await expect(page.getByRole('table', { name: 'Earnings' })).toContainText('f***d@codeport.test');

  // The smallest withdrawal, to the balance (the preselected method).
  const amount = ref.min_withdrawal;
  await expect(page.getByRole('radio', { name: 'To balance' })).toBeChecked();
  await page.getByRole('textbox', { name: /^Amount/ }).fill(String(amount / 100));
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/referral/withdraw') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  expect((await answered).status()).toBe(200);

  await expect(page.getByText('The earnings were added to your balance.')).toBeVisible();
  await expect(page.getByTestId('referral-available')).toHaveText(money(ref.available - amount));
  await expect(balanceLink(page)).toHaveAccessibleName(`Balance: ${money(before.balance + amount)}`);
  const latest = page.getByRole('list', { name: 'Withdrawal history' }).getByRole('listitem').first();
  await expect(latest).toContainText(`${money(amount)} · To balance`);
  await expect(latest).toContainText('Paid');
  expect((await me(page)).balance).toBe(before.balance + amount);

  // Searching by status keeps only matching rows.
  await page.getByRole('searchbox', { name: 'Search by method, status or wallet' }).fill('pending');
  await expect(page.getByText('No withdrawals match your search.')).toBeVisible();
});

test('a guest opening /referral is sent to sign in, and arrives there after logging in', async ({ page }) => {
  await page.goto('/referral');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Referral program' })).toHaveCount(0);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByLabel(/^Email/).fill(DEMO.email);
  await login.getByLabel('Password').fill(DEMO.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/referral$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Referral program' })).toBeVisible();
});

test('on a 360 px screen /referral fits without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  expect((await page.request.post('/api/login', { data: DEMO, headers: origin() })).ok()).toBe(true);
  await page.goto('/referral');
  await expect(page.getByRole('textbox', { name: 'Referral link' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Earnings' })).toBeVisible();
  await page.getByRole('radio', { name: 'To crypto wallet' }).check();
  await expect(page.getByRole('textbox', { name: /^Wallet address/ })).toBeVisible();
  expect(await overflow(page)).toBe(0);
});
