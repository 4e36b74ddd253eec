import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReferralView } from '@/features/referral/components/referral-view';
import {
  makeUser,
  mockFetch,
  page,
  pageRoutes,
  queries,
  renderReferral,
  summary,
  withdrawal,
  type Call,
} from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const form = async () => screen.findByRole('form', { name: 'Withdraw earnings' });
const amount = () => screen.getByRole('textbox', { name: /^Amount/ });
const submit = async () => userEvent.click(within(await form()).getByRole('button', { name: 'Withdraw' }));
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

test('the amount and, for card and crypto, the wallet are checked before anything is sent', async () => {
  const calls = mockFetch(pageRoutes());
  renderReferral(<ReferralView />);
  await form();
  expect(screen.getByRole('radio', { name: 'To balance' })).toBeChecked();
  // A group named by its legend; no <label> naming no control (a DevTools issue).
  expect([...document.querySelectorAll('label')].filter((l) => !l.htmlFor && !l.querySelector('input'))).toEqual([]);
  expect(screen.getAllByRole('radio')[0]!.closest('fieldset')?.querySelector('legend')).toBeInTheDocument();
  // The balance needs no wallet: the field is not there.
  expect(screen.queryByRole('textbox', { name: /^Card number/ })).not.toBeInTheDocument();

  await submit();
  expect(amount()).toHaveAccessibleDescription('Enter the amount to withdraw.');
  await waitFor(() => expect(amount()).toHaveFocus());

  await userEvent.type(amount(), '1');
  expect(amount()).toHaveAccessibleDescription('From $5.00 to $32.50');
  await submit();
  expect(amount()).toHaveAccessibleDescription('The minimum withdrawal is $5.00.');

  await userEvent.clear(amount());
  await userEvent.type(amount(), '40');
  await submit();
  expect(amount()).toHaveAccessibleDescription('You can withdraw at most $32.50.');

  await userEvent.clear(amount());
  await userEvent.type(amount(), '1o');
  await submit();
  expect(amount()).toHaveAccessibleDescription('Enter an amount such as 10 or 10.50.');

  await userEvent.clear(amount());
  await userEvent.type(amount(), '10,5');
  await userEvent.click(screen.getByRole('radio', { name: 'To bank card' }));
  const card = screen.getByRole('textbox', { name: /^Card number/ });
  expect(card).toBeRequired();
  await submit();
  expect(card).toHaveAccessibleDescription('Enter where to send the money.');
  await userEvent.type(card, '4242');
  await submit();
  expect(card).toHaveAccessibleDescription('This is too short: at least 6 characters.');

  await userEvent.click(screen.getByRole('radio', { name: 'To crypto wallet' }));
  expect(screen.getByRole('textbox', { name: /^Wallet address/ })).toBeRequired();
  expect(posts(calls)).toEqual([]);
});

test('a withdrawal to the balance sends minor units, confirms, and refreshes the summary, the history and the balance', async () => {
  let history = [withdrawal(1, { status: 'pending', method: 'card', wallet: '4242424242424242' })];
  const calls = mockFetch(
    pageRoutes({
      'GET /api/referral/history-withdrawals': () => ({ body: page(history) }),
      'POST /api/referral/withdraw': (call) => {
        history = [withdrawal(2, { amount: 1_050 }), ...history];
        return {
          body: {
            status: true,
            message: 'Added (the upstream, in English).',
            withdrawal: history[0],
            referral: summary({ withdrawn: 2_050, available: 2_200 }),
            echo: call.body,
          },
        };
      },
      'GET /api/user': { body: { user: makeUser({ id: 7, balance: 11_050 }) } },
    }),
  );
  renderReferral(<ReferralView />);
  const list = await screen.findByRole('list', { name: 'Withdrawal history' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  const userReads = () => calls.filter((c) => c.url === '/api/user').length;
  const before = userReads();

  await userEvent.type(amount(), '10.5');
  await submit();

  expect(await screen.findByText('The earnings were added to your balance.')).toBeInTheDocument();
  expect(posts(calls).map((c) => c.body)).toEqual([{ amount: 1_050, method: 'balance' }]);
  expect(screen.getByTestId('referral-available')).toHaveTextContent('$22.00');
  expect(screen.getByTestId('referral-withdrawn')).toHaveTextContent('$20.50');
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('$10.50 · To balance');
  await waitFor(() => expect(userReads()).toBeGreaterThan(before));
  expect(queries(calls, '/api/referral/history-withdrawals').length).toBeGreaterThanOrEqual(2);
  expect(amount()).toHaveValue('');
});

test('a card payout sends the trimmed wallet and does not re-read the balance', async () => {
  const calls = mockFetch(
    pageRoutes({
      'POST /api/referral/withdraw': {
        body: {
          status: true,
          message: 'Your withdrawal request was received.',
          withdrawal: withdrawal(3, { method: 'card', status: 'pending', wallet: '4242424242424242' }),
          referral: summary({ available: 2_250 }),
        },
      },
    }),
  );
  renderReferral(<ReferralView />);
  await form();
  const userReads = calls.filter((c) => c.url === '/api/user').length;
  await userEvent.type(amount(), '10');
  await userEvent.click(screen.getByRole('radio', { name: 'To bank card' }));
  await userEvent.type(screen.getByRole('textbox', { name: /^Card number/ }), ' 4242424242424242 ');
  await submit();
  expect(await screen.findByText('Your withdrawal request was received.')).toBeInTheDocument();
  expect(posts(calls).map((c) => c.body)).toEqual([{ amount: 1_000, method: 'card', wallet: '4242424242424242' }]);
  expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(userReads);
});

test("the server's 422 shows on the field it names, in our words, and reads the earnings again", async () => {
  const calls = mockFetch(
    pageRoutes({
      'POST /api/referral/withdraw': {
        status: 422,
        body: {
          status: false,
          code: 'VALIDATION_FAILED',
          message: 'The amount exceeds your available referral earnings.',
          errors: { amount: ['The amount exceeds your available referral earnings.'] },
        },
      },
    }),
  );
  renderReferral(<ReferralView />);
  await form();
  await userEvent.type(amount(), '30');
  const reads = calls.filter((c) => c.url === '/api/referral').length;
  await submit();
  await waitFor(() =>
    expect(amount()).toHaveAccessibleDescription(
      'Your available earnings changed meanwhile: check the amount against them.',
    ),
  );
  await waitFor(() => expect(calls.filter((c) => c.url === '/api/referral').length).toBeGreaterThan(reads));
  expect(amount()).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(amount()).toHaveFocus());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // Typing again clears the server's message.
  await userEvent.type(amount(), '0');
  expect(amount()).toHaveAccessibleDescription('From $5.00 to $32.50');
});

test('with less than the minimum available the form is disabled and says why', async () => {
  mockFetch(pageRoutes({ 'GET /api/referral': { body: { status: true, referral: summary({ available: 250 }) } } }));
  renderReferral(<ReferralView />);
  await form();
  expect(screen.getByText('Withdrawals start at $5.00. You have $2.50 available.')).toBeInTheDocument();
  expect(within(await form()).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  expect(amount()).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'To balance' })).toBeDisabled();
  // Disabled, but readable: secondary text (4.5:1 and more), not MUI's disabled grey (2.67:1).
  for (const text of ['To balance', 'Where to']) {
    expect([text, getComputedStyle(screen.getByText(text)).color]).toEqual([text, 'rgba(0, 0, 0, 0.6)']);
  }
});
