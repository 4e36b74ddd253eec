import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopUpView } from '@/features/payments/components/top-up-view';
import { emitRealtime } from '@/state/realtime-bus';
import { btcCode, historyAnswer, makeUser, mockFetch, paymentsAnswer, renderPayments, type Call } from './harness';
import { router, resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
jest.mock('qrcode', () => ({
  toDataURL: jest.fn(async (text: string) => `data:image/png;base64,${Buffer.from(text).toString('base64')}`),
}));

const TX = 'tx_0123456789abcdef01234567';
const mount = () => renderPayments(<TopUpView />, { user: makeUser({ balance: 10_000, currency: 'usd' }) });
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const presets = () => screen.getByRole('group', { name: 'Quick amounts' });
const lookups = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/payments-history'));
/** The top-up page as the payment page sends the browser back to it. */
const returnTo = (query: Record<string, string | string[]>) => resetRouter({ pathname: '/top-up', query });

beforeEach(() => {
  resetRouter({ pathname: '/top-up' });
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: jest.fn(async () => undefined) },
    configurable: true,
  });
});

test('a crypto top-up shows the amount in the coin, the rate it was quoted at (said to be a demo rate) and its expiry; never the dollars as the sum to send', async () => {
  // 12 minutes left when the answer comes, not the 30 a fresh quote has: a countdown started
  // from the quote's usual length, rather than from its expiry, would show 30:00.
  const expires = new Date(Date.now() + 12 * 60_000).toISOString();
  const base = btcCode();
  const code = btcCode({ expired_at: expires, crypto: { ...base.crypto!, rate_expires_at: expires } });
  const calls = mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'POST /api/payments/top-up': { body: { status: true, data: code } },
  });
  mount();
  expect(await screen.findByRole('radio', { name: /Bitcoin/ })).toBeChecked();
  await userEvent.type(amountField(), '10');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ system: 'btc', amount: 1_000 });

  const card = await screen.findByRole('region', { name: 'Pay with Bitcoin' });
  expect(within(card).getByText('Amount to send')).toBeInTheDocument();
  expect(within(card).getByText('0.00015385 BTC')).toBeInTheDocument();
  expect(within(card).getByText(/^1 BTC = \$65,000\.00/)).toHaveTextContent('1 BTC = $65,000.00 (demo rate)');
  // The time left until the quote's expiry. The countdown ticks each second, so it may show a
  // few seconds more than is left when a loaded machine held the page up (2.7 s was seen in a
  // full run), never less.
  const [mm, ss] = within(card).getByRole('timer', { name: 'Rate valid for' }).textContent!.split(':').map(Number);
  const left = (Date.parse(code.expired_at) - Date.now()) / 1000;
  const shown = mm! * 60 + ss!;
  expect(shown).toBeLessThanOrEqual(12 * 60);
  expect(shown).toBeGreaterThanOrEqual(Math.floor(left) - 1);
  expect(shown).toBeLessThanOrEqual(left + 10);
  // The quote and the code end together: one countdown, not two.
  expect(within(card).getAllByRole('timer')).toHaveLength(1);
  // The dollars are what the balance gets, not what to send.
  expect(within(card).queryByText('Amount to pay')).not.toBeInTheDocument();
  expect(within(card).getByText('Credited to your balance').nextSibling).toHaveTextContent('$10.00');
  expect(within(card).getByText(code.address)).toBeInTheDocument();
  expect(
    within(card).getByText(
      'Send exactly this amount of BTC to the address. Your balance updates by itself once the payment is confirmed.',
    ),
  ).toBeInTheDocument();
  expect(await within(card).findByRole('img', { name: 'QR code with the payment details' })).toHaveAttribute(
    'src',
    `data:image/png;base64,${Buffer.from(code.qrCode).toString('base64')}`,
  );
  expect(within(card).queryByRole('link')).not.toBeInTheDocument();

  // The copy button copies the number alone, as a wallet wants it.
  await userEvent.click(within(card).getByRole('button', { name: 'Copy: Amount to send' }));
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith('0.00015385');
});

test('a market rate is not called a demo rate, and a quote past its expiry says so and offers no countdown', async () => {
  const past = new Date(Date.now() - 1_000).toISOString();
  const code = btcCode({
    expired_at: past,
    crypto: { currency: 'BTC', amount: '0.00014286', rate: 7_000_000, rate_expires_at: past, demo_rate: false },
  });
  mockFetch({ 'GET /api/payments': { body: paymentsAnswer([code]) } });
  mount();
  await userEvent.click(await screen.findByRole('button', { name: `Show payment ${code.transaction_id}` }));
  const card = screen.getByRole('region', { name: 'Pay with Bitcoin' });
  expect(within(card).getByText('1 BTC = $70,000.00')).toBeInTheDocument();
  expect(within(card).queryByText(/demo rate/)).not.toBeInTheDocument();
  await waitFor(() => expect(within(card).getByRole('timer', { name: 'Rate valid for' })).toHaveTextContent('Expired'));
  expect(within(card).getByText('This payment has expired. Start a new top-up.')).toBeInTheDocument();
});

test('a card top-up past its time offers no Pay link, but says to start a new one', async () => {
  const code = {
    ...btcCode(),
    system: 'card',
    transaction_id: 'tx_cardold1',
    pay_url: 'http://upstream.test/pay/tx_cardold1',
    crypto: null,
    expired_at: new Date(Date.now() - 1_000).toISOString(),
  };
  mockFetch({ 'GET /api/payments': { body: paymentsAnswer([code]) } });
  mount();
  await userEvent.click(await screen.findByRole('button', { name: 'Show payment tx_cardold1' }));
  const card = screen.getByRole('region', { name: 'Pay with Bank card' });
  expect(await within(card).findByText('This payment has expired. Start a new top-up.')).toBeInTheDocument();
  expect(within(card).queryByRole('link')).not.toBeInTheDocument();
});

test("the page's title, payment icons, amount field, preset chips, buttons and pending payments are drawn by its own styles (issue 17)", async () => {
  mockFetch({ 'GET /api/payments': { body: paymentsAnswer([btcCode()]) } });
  const { container } = mount();
  await screen.findByRole('radio', { name: /Bitcoin/ });
  expect(screen.getByRole('heading', { level: 1, name: 'Top up balance' })).toBeInTheDocument();
  // Material's clickable chips as button bases (ripple, keyboard), not Chips; icons are plain.
  for (const chip of within(presets()).getAllByRole('button')) expect(chip).toHaveClass('MuiButtonBase-root', 'chip');
  expect(screen.getByRole('button', { name: 'Continue to payment' })).toHaveClass('button--contained');
  const pending = screen.getByRole('region', { name: 'Pending payments' });
  expect(within(pending).getByRole('button', { name: 'Show payment tx_btc0001' })).toHaveClass('button--outlined');
  expect(within(pending).getByText(/^\$10\.00 · Bitcoin/)).toBeInTheDocument();
  // The amount field too is plain, drawn as Material's TextField: nothing else of Material's.
  expect(container.querySelectorAll('[class*="Mui"]:not(.MuiButtonBase-root)')).toHaveLength(0);
});

test('preset amounts come from the chosen system; a tap (or Enter) fills the amount and marks the chip', async () => {
  const calls = mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'POST /api/payments/top-up': { body: { status: true, data: btcCode({ amount: 2_000 }) } },
  });
  mount();
  await screen.findByRole('radio', { name: /Bitcoin/ });
  const chips = () =>
    within(presets())
      .getAllByRole('button')
      .map((b) => b.textContent);
  expect(chips()).toEqual(['$5.00', '$10.00', '$20.00', '$50.00']);
  expect(screen.getByRole('radio', { name: /Bitcoin/ })).toHaveAccessibleName(/From \$5\.00 to \$500,000\.00/);

  await userEvent.click(screen.getByRole('radio', { name: /Bank card/ }));
  expect(chips()).toEqual(['$2.00', '$5.00', '$10.00', '$20.00']);
  expect(amountField()).toHaveAccessibleDescription('From $1.00 to $100,000.00');

  await userEvent.click(within(presets()).getByRole('button', { name: '$5.00' }));
  expect(amountField()).toHaveValue('5');
  expect(within(presets()).getByRole('button', { name: '$5.00' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(presets()).getByRole('button', { name: '$2.00' })).toHaveAttribute('aria-pressed', 'false');

  // Keyboard: the chips are buttons in the tab order.
  await userEvent.click(screen.getByRole('radio', { name: /Bitcoin/ }));
  act(() => within(presets()).getByRole('button', { name: '$20.00' }).focus());
  await userEvent.keyboard('{Enter}');
  expect(amountField()).toHaveValue('20');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ system: 'btc', amount: 2_000 }));
});

test('back from the payment page paid: a success state with the amount, the query taken out of the address; BalanceTopup then says the new balance', async () => {
  returnTo({ payment: TX, result: 'paid' });
  const calls = mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'GET /api/payments-history': {
      body: historyAnswer([{ transaction_id: TX, system: 'card', amount: 200, status: 'paid' }]),
    },
  });
  mount();
  const notice = await screen.findByRole('status');
  await waitFor(() => expect(notice).toHaveTextContent('Payment of $2.00 received'));
  expect(notice).toHaveTextContent('Your balance will update in a moment.');
  expect(notice).toHaveFocus();
  expect(router.replace).toHaveBeenCalledWith({ pathname: '/top-up', query: {} }, undefined, {
    shallow: true,
    scroll: false,
  });
  expect(new URLSearchParams(lookups(calls)[0]!.url.split('?')[1]).get('search')).toBe(TX);

  act(() => emitRealtime('BalanceTopup', { balance: 10_200 }));
  expect(await screen.findByText('Payment received. Your balance is now $102.00.')).toBeInTheDocument();

  await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
  expect(screen.queryByTestId('payment-return')).not.toBeInTheDocument();
});

test('back "paid" from the page while the payment is still pending: "confirming", never "received", until the history says paid', async () => {
  returnTo({ payment: TX, result: 'paid' });
  let status = 'pending';
  const calls = mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'GET /api/payments-history': () => ({
      body: historyAnswer([{ transaction_id: TX, system: 'card', amount: 200, status }]),
    }),
  });
  mount();
  const notice = await screen.findByRole('status');
  await waitFor(() => expect(notice).toHaveTextContent('Confirming your payment of $2.00'));
  expect(notice).toHaveTextContent('We add it to your balance as soon as the payment system confirms it.');
  expect(notice).not.toHaveTextContent(/received/);

  // It looks again by itself while the payment is pending, and says "received" once it is paid.
  status = 'paid';
  await waitFor(() => expect(notice).toHaveTextContent('Payment of $2.00 received'), { timeout: 5_000 });
  const looked = lookups(calls).length;
  expect(looked).toBeGreaterThanOrEqual(2);
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  expect(lookups(calls)).toHaveLength(looked);
}, 15_000);

test('back "paid" for a payment that expired uncredited: "not received", with the id for support', async () => {
  returnTo({ payment: TX, result: 'paid' });
  mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'GET /api/payments-history': {
      body: historyAnswer([{ transaction_id: TX, system: 'card', amount: 200, status: 'expired' }]),
    },
  });
  mount();
  const notice = await screen.findByRole('status');
  await waitFor(() => expect(notice).toHaveTextContent('Payment of $2.00 not received'));
  expect(notice).toHaveTextContent(`write to support with the transaction ID ${TX}`);
  expect(within(notice).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('back declined: "nothing was charged" and Try again refills the form with that method and amount', async () => {
  returnTo({ payment: TX, result: 'failed', lng: 'x' });
  mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'GET /api/payments-history': {
      body: historyAnswer([{ transaction_id: TX, system: 'card', amount: 1_050, status: 'failed' }]),
    },
  });
  mount();
  const notice = await screen.findByRole('alert');
  await waitFor(() => expect(notice).toHaveTextContent('Payment of $10.50 declined'));
  expect(notice).toHaveTextContent('Nothing was charged. You can try again with the same or another method.');
  // Only the return is taken out of the address; anything else stays.
  expect(router.replace).toHaveBeenCalledWith({ pathname: '/top-up', query: { lng: 'x' } }, undefined, {
    shallow: true,
    scroll: false,
  });
  expect(await screen.findByRole('radio', { name: /Bitcoin/ })).toBeChecked();

  await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
  expect(screen.queryByTestId('payment-return')).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Bank card/ })).toBeChecked();
  expect(amountField()).toHaveValue('10.50');
  expect(amountField()).toHaveFocus();
});

test('the settled status wins over the query; if the lookup fails, the query’s word stands without an amount', async () => {
  returnTo({ payment: TX, result: 'paid' });
  mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'GET /api/payments-history': {
      body: historyAnswer([{ transaction_id: TX, system: 'card', amount: 200, status: 'failed' }]),
    },
  });
  const first = mount();
  await waitFor(() => expect(screen.getByTestId('payment-return')).toHaveTextContent('Payment of $2.00 declined'));
  first.unmount();

  returnTo({ payment: TX, result: 'failed' });
  mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'GET /api/payments-history': { status: 500, body: { status: false, message: 'boom' } },
  });
  mount();
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Payment declined');
  await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
  // Nothing known to refill: the default method, an empty amount, the focus there.
  expect(screen.getByRole('radio', { name: /Bitcoin/ })).toBeChecked();
  expect(amountField()).toHaveValue('');
  expect(amountField()).toHaveFocus();
});

test('if the lookup fails, a "paid" from the page stays unconfirmed: the page\'s word is not the ledger\'s', async () => {
  returnTo({ payment: TX, result: 'paid' });
  const calls = mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'GET /api/payments-history': { status: 500, body: { status: false, message: 'boom' } },
  });
  mount();
  await waitFor(() => expect(lookups(calls).length).toBeGreaterThan(0));
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('Confirming your payment');
  expect(notice).not.toHaveTextContent(/received/);
});

test.each([
  ['an unknown result', { payment: TX, result: 'maybe' }],
  ['no result', { payment: TX }],
  ['a payment id that is not one', { payment: '../../api/user', result: 'paid' }],
  ['a repeated parameter', { payment: [TX, TX], result: 'paid' }],
  ['a result without a payment', { result: 'failed' }],
])('%s is ignored and taken out of the address', async (_name, query) => {
  returnTo(query);
  const calls = mockFetch({ 'GET /api/payments': { body: paymentsAnswer() } });
  mount();
  expect(await screen.findByRole('radio', { name: /Bitcoin/ })).toBeChecked();
  expect(screen.queryByTestId('payment-return')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(lookups(calls)).toEqual([]);
  expect(router.replace).toHaveBeenCalledWith({ pathname: '/top-up', query: {} }, undefined, {
    shallow: true,
    scroll: false,
  });
});

test('a well-formed payment id that is not the user’s shows nothing', async () => {
  returnTo({ payment: TX, result: 'paid' });
  const calls = mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'GET /api/payments-history': { body: historyAnswer([]) },
  });
  mount();
  await waitFor(() => expect(lookups(calls)).toHaveLength(1));
  await waitFor(() => expect(screen.queryByTestId('payment-return')).not.toBeInTheDocument());
});

test('without a return in the address nothing is looked up or replaced', async () => {
  const calls = mockFetch({ 'GET /api/payments': { body: paymentsAnswer() } });
  mount();
  await screen.findByRole('radio', { name: /Bitcoin/ });
  expect(lookups(calls)).toEqual([]);
  expect(router.replace).not.toHaveBeenCalled();
});

test('?amount=<minor units> (a shortfall to cover) fills the form, on the default method unless it refuses that amount', async () => {
  mockFetch({ 'GET /api/payments': { body: paymentsAnswer() } });
  returnTo({ amount: '1000' });
  const first = mount();
  expect(await screen.findByRole('radio', { name: /Bitcoin/ })).toBeChecked();
  expect(amountField()).toHaveValue('10');
  first.unmount();

  // Bitcoin's minimum is $5.00: $3.50 goes by card.
  returnTo({ amount: '350' });
  const second = mount();
  expect(await screen.findByRole('radio', { name: /Bank card/ })).toBeChecked();
  expect(amountField()).toHaveValue('3.50');
  second.unmount();

  // In a language that writes "3,50", the field is filled as the user would type it.
  const german = renderPayments(<TopUpView />, { user: makeUser({ balance: 10_000, currency: 'usd' }), lng: 'de' });
  expect(await screen.findByRole('radio', { name: /Bank card/ })).toBeChecked();
  expect(amountField()).toHaveValue('3,50');
  german.unmount();

  returnTo({ amount: '-5' });
  mount();
  expect(await screen.findByRole('radio', { name: /Bitcoin/ })).toBeChecked();
  expect(amountField()).toHaveValue('');
  expect(router.replace).not.toHaveBeenCalled();
});
