import { test, expect } from './fixtures';
import { freshEmail, registerAccount } from './support';

/**
 * One browser, two tabs, one session cookie. A tab still showing account A after the other tab
 * signed in as B must not create a top-up for B that the user never saw: the BFF refuses the
 * change (SESSION_CHANGED), the tab says why and then acts for B, whom it now shows.
 */
test('a tab showing the account another tab signed out of does nothing for the new one, says so, then shows it', async ({
  page,
  context,
}) => {
  await registerAccount(page.request, freshEmail('tab-a'), 'two-tabs-password-1');
  await page.goto('/top-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Top up balance' })).toBeVisible();
  // Until the refusal, this tab does not read the account again by itself: a focus or its
  // minute's poll could show it B before the click (seen on a loaded machine), and the click then
  // rightly acts for the B it shows. Its reads of the account wait until the refusal is on screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user', async (route) => {
    await held;
    await route.continue();
  });

  // The other tab signs in as B straight away (no signed-out moment this tab could notice).
  const other = await context.newPage();
  await registerAccount(other.request, freshEmail('tab-b'), 'two-tabs-password-1');

  const payments = async () =>
    ((await (await other.request.get('/api/payments-history')).json()) as { history: { data: unknown[] } }).history
      .data;
  const continueToPayment = async () => {
    await page.getByRole('radio', { name: /Bitcoin/ }).check();
    await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
  };
  await continueToPayment();
  await expect(page.locator('#notistack-snackbar')).toContainText('You signed in to another account in another tab');
  expect(await payments()).toEqual([]);
  release();

  // The tab now speaks for B: the same action goes through, as B's.
  await continueToPayment();
  await expect.poll(async () => (await payments()).length).toBe(1);
});
