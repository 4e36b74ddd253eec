import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopUpView } from '@/features/payments/components/top-up-view';
import { useRealtimeConnection } from '@/hooks/use-realtime-connection';
import { createEcho } from '@/lib/realtime/create-echo';
import { btcCode, makeUser, mockFetch, paymentsAnswer, renderPayments, topUpCode } from './harness';
import { fakeEcho, realtimeConfig } from '../test-kit/realtime';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
jest.mock('@/lib/realtime/create-echo', () => ({ createEcho: jest.fn() }));
jest.mock('qrcode', () => ({
  toDataURL: jest.fn(async (text: string) => `data:image/png;base64,${Buffer.from(text).toString('base64')}`),
}));

/** The fake Echo of the current test; its listeners are what the app listens to. */
let realtime = fakeEcho('connected');

function Realtime() {
  useRealtimeConnection('user.1.0');
  return null;
}
/** The realtime connection as the app mounts it, beside the page. */
const mount = () =>
  renderPayments(
    <>
      <Realtime />
      <TopUpView />
    </>,
    { user: makeUser({ balance: 10_000, currency: 'usd' }), config: realtimeConfig },
  );

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const pendingList = () => screen.getByRole('list', { name: 'Pending payments' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

beforeEach(() => {
  realtime = fakeEcho('connected');
  (createEcho as jest.Mock).mockReset().mockImplementation(async () => realtime.echo);
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: jest.fn(async () => undefined) },
    configurable: true,
  });
});

test('the default system is preselected and the amount is checked against the chosen system before anything is sent', async () => {
  const calls = mockFetch({ 'GET /api/payments': { body: paymentsAnswer() } });
  mount();
  expect(await screen.findByRole('radio', { name: /Bitcoin/ })).toBeChecked();
  expect(screen.getByText('Your balance: $100.00')).toBeInTheDocument();
  // The methods are a group named by a legend: a <label> that names no control is a DevTools issue.
  expect(
    screen.getByRole('radiogroup', { name: 'Payment method' }).closest('fieldset')?.querySelector('legend'),
  ).toHaveTextContent('Payment method');
  expect([...document.querySelectorAll('label')].filter((l) => !l.htmlFor && !l.querySelector('input'))).toEqual([]);

  await submit();
  expect(amountField()).toHaveAccessibleDescription('Enter an amount.');
  expect(amountField()).toHaveFocus();

  await userEvent.type(amountField(), '12.345');
  await submit();
  expect(amountField()).toHaveAccessibleDescription('Enter a positive amount with at most two decimals.');

  // Bitcoin's minimum is $5.00; the bank card's is $1.00.
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), '4.99');
  await submit();
  expect(amountField()).toHaveAccessibleDescription('The minimum for this method is $5.00.');

  await userEvent.click(screen.getByRole('radio', { name: /Bank card/ }));
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), '100001');
  await submit();
  expect(amountField()).toHaveAccessibleDescription('The maximum for this method is $100,000.00.');

  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('create a card top-up → its code form: a Pay link to the payment page, amount, countdown, transaction id, no dead address; BalanceTopup clears it, empties pending payments and updates the balance', async () => {
  const code = topUpCode({ amount: 25_050 });
  const calls = mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'POST /api/payments/top-up': { body: { status: true, data: code } },
  });
  mount();
  await userEvent.click(await screen.findByRole('radio', { name: /Bank card/ }));
  await userEvent.type(amountField(), '250,5');
  await submit();

  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ system: 'card', amount: 25_050 });
  const card = await screen.findByRole('region', { name: 'Pay with Bank card' });
  expect(within(card).getByRole('heading', { name: 'Pay with Bank card' })).toHaveFocus();
  // The payment page opens in this tab (no target), and the user is told they come back.
  const pay = within(card).getByRole('link', { name: 'Pay $250.50' });
  expect(pay).toHaveAttribute('href', code.pay_url);
  expect(pay).not.toHaveAttribute('target');
  expect(within(card).getByText("You'll return here after paying.")).toBeInTheDocument();
  expect(within(card).queryByText(code.address)).not.toBeInTheDocument();
  expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  expect(within(card).getByText('$250.50')).toBeInTheDocument();
  expect(within(card).getByText(code.transaction_id)).toBeInTheDocument();
  expect(within(card).getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent(/^(30:00|29:5\d)$/);
  await userEvent.click(within(card).getByRole('button', { name: 'Copy: Transaction ID' }));
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith(code.transaction_id);
  const pending = screen.getByRole('list', { name: 'Pending payments' });
  expect(within(pending).getByText(/\$250\.50 · Bank card/)).toBeInTheDocument();
  expect(amountField()).toHaveValue('');

  // The private channel is set up 500 ms after mount; then the gateway confirms.
  await waitFor(() => expect(realtime.listeners.BalanceTopup).toBeDefined(), { timeout: 2000 });
  act(() => realtime.listeners.BalanceTopup!({ balance: 35_050 }));

  await waitFor(() => expect(screen.queryByRole('region', { name: 'Pay with Bank card' })).not.toBeInTheDocument());
  expect(screen.getByText('Your balance: $350.50')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Pending payments' })).not.toBeInTheDocument();
  expect(screen.getByText('No pending payments.')).toBeInTheDocument();
  expect(await screen.findByText('Payment received. Your balance is now $350.50.')).toBeInTheDocument();
});

test('a refund (BalanceTopup with refund) is no payment: the code form and the pending list stay, no "Payment received"', async () => {
  const code = btcCode({ transaction_id: 'tx_pending2', amount: 1_000 });
  mockFetch({ 'GET /api/payments': { body: paymentsAnswer([code]) } });
  mount();
  await userEvent.click(await screen.findByRole('button', { name: 'Show payment tx_pending2' }));
  await waitFor(() => expect(realtime.listeners.BalanceTopup).toBeDefined(), { timeout: 2000 });
  act(() => realtime.listeners.BalanceTopup!({ balance: 10_093, refund: { amount: 93, type: 'activation', id: 7 } }));

  expect(screen.getByRole('region', { name: 'Pay with Bitcoin' })).toBeInTheDocument();
  expect(within(pendingList()).getByText(/\$10\.00 · Bitcoin/)).toBeInTheDocument();
  expect(screen.queryByText(/^Payment received/)).not.toBeInTheDocument();
});

test('a pending payment from the server can be reopened', async () => {
  const code = btcCode({ transaction_id: 'tx_pending1', amount: 1_000 });
  mockFetch({ 'GET /api/payments': { body: paymentsAnswer([code]) } });
  mount();
  expect(screen.queryByRole('region', { name: /^Pay with/ })).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Show payment tx_pending1' }));
  const card = screen.getByRole('region', { name: 'Pay with Bitcoin' });
  expect(within(card).getByText('tx_pending1')).toBeInTheDocument();
  expect(within(card).getByText('0.00015385 BTC')).toBeInTheDocument();
  expect(within(pendingList()).getByText(/\$10\.00 · Bitcoin · 0\.00015385 BTC/)).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Hide payment details' }));
  expect(screen.queryByRole('region', { name: 'Pay with Bitcoin' })).not.toBeInTheDocument();
});

test('the server’s refusal lands on the form in the user’s language and reads the methods again; a server error leaves a message', async () => {
  let answer: 'amount' | 'system' | 'boom' = 'amount';
  const calls = mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'POST /api/payments/top-up': () =>
      answer === 'boom'
        ? { status: 500, body: { status: false, message: 'boom' } }
        : {
            status: 422,
            body: {
              status: false,
              message: 'Invalid data.',
              errors:
                answer === 'amount'
                  ? { amount: ['The amount must be between 100 and 100000.'] }
                  : { system: ['Unknown or disabled payment system.'] },
            },
          },
  });
  const reads = () => calls.filter((c) => c.url === '/api/payments').length;
  mount();
  await userEvent.click(await screen.findByRole('radio', { name: /Bank card/ }));
  await userEvent.type(amountField(), '150');
  const before = reads();
  await submit();
  // The limits changed since the page loaded: said in our words, with the limits read again.
  await waitFor(() =>
    expect(amountField()).toHaveAccessibleDescription(
      'The limits of this method have changed: check the amount against them.',
    ),
  );
  await waitFor(() => expect(reads()).toBeGreaterThan(before));
  expect(screen.queryByText('The amount must be between 100 and 100000.')).not.toBeInTheDocument();

  answer = 'system';
  const beforeSystem = reads();
  await submit();
  expect(
    await screen.findByText('This payment method is not available right now. Choose another one.'),
  ).toBeInTheDocument();
  // Our words, not the upstream's; and the methods read again, as they are now.
  expect(screen.queryByText('Unknown or disabled payment system.')).not.toBeInTheDocument();
  await waitFor(() => expect(reads()).toBeGreaterThan(beforeSystem));
  expect(amountField()).toHaveValue('150');

  answer = 'boom';
  await submit();
  expect(await screen.findByText('The top-up was not created. Please try again.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /^Pay with/ })).not.toBeInTheDocument();
});

test('too many top-ups started: says how many minutes to wait, not "try again"', async () => {
  mockFetch({
    'GET /api/payments': { body: paymentsAnswer() },
    'POST /api/payments/top-up': {
      status: 429,
      body: { status: false, code: 'RATE_LIMITED', message: 'Too many top-ups started. Try again in 30 minutes.' },
      headers: { 'retry-after': '1790' },
    },
  });
  mount();
  await userEvent.click(await screen.findByRole('radio', { name: /Bank card/ }));
  await userEvent.type(amountField(), '150');
  await submit();
  expect(await screen.findByText('Too many attempts. Try again in 30 minutes.')).toBeInTheDocument();
  expect(screen.queryByText('The top-up was not created. Please try again.')).not.toBeInTheDocument();
  expect(screen.queryByText('Too many requests. Wait a moment and try again.')).not.toBeInTheDocument();
  expect(amountField()).toHaveValue('150');
});

test('a failed load shows an error with a retry that loads the form', async () => {
  let fail = true;
  mockFetch({
    'GET /api/payments': () =>
      fail ? { status: 500, body: { status: false, message: 'boom' } } : { body: paymentsAnswer() },
  });
  mount();
  expect(await screen.findByText('Could not load the payment methods.')).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('radio', { name: /Bitcoin/ })).toBeChecked();
});
