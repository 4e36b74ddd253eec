import { screen, waitFor } from '@testing-library/react';
import { TopUpView } from '@/features/payments/components/top-up-view';
import { PAYMENTS_KEY } from '@/features/payments/hooks/use-payments';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { mockFetch, paymentsAnswer, renderPayments, topUpCode } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// Every render of the top-up form, counted.
const formRendered = jest.fn();
jest.mock('@/features/payments/components/top-up-form', () =>
  jest
    .requireActual('../test-kit/count-renders')
    .countRenders('@/features/payments/components/top-up-form', 'TopUpForm', () => formRendered()),
);

beforeEach(() => formRendered.mockClear());

const mountWithServerAnswer = (server: unknown) =>
  renderPayments(
    <ServerData fallback={{ [PAYMENTS_KEY]: server }}>
      <TopUpView />
    </ServerData>,
  );

/**
 * Issue 17: /top-up comes with the server's answer and reads it again as it mounts (a payment may
 * have been confirmed meanwhile). The same answer coming back rendered the whole page again on a
 * phone (58–130 ms at 4× CPU) only because the view read SWR's `isLoading`, which turned off.
 */
it('the server’s answer read again unchanged renders nothing again', async () => {
  const answer = paymentsAnswer([topUpCode()]);
  const calls = mockFetch({ 'GET /api/payments': { body: answer } });
  mountWithServerAnswer(answer);
  expect(screen.getByRole('radio', { name: /Bitcoin/ })).toBeChecked();
  const rendered = formRendered.mock.calls.length;
  expect(rendered).toBeGreaterThan(0);
  await waitFor(() => expect(calls.filter((c) => c.url === PAYMENTS_KEY)).toHaveLength(1));
  // Let the answer settle into the cache and any render it causes happen.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(formRendered.mock.calls.length).toBe(rendered);
});

it('an answer that changed is shown: a payment confirmed meanwhile leaves the pending list', async () => {
  mockFetch({ 'GET /api/payments': { body: paymentsAnswer([]) } });
  mountWithServerAnswer(paymentsAnswer([topUpCode()]));
  expect(screen.getByRole('list', { name: 'Pending payments' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Pending payments' })).toBeNull());
});
