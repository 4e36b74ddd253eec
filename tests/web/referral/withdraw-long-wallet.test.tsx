import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReferralView } from '@/features/referral/components/referral-view';
import { mockFetch, pageRoutes, renderReferral } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

test('a pasted wallet over 120 characters stays whole, is called too long, and nothing is sent', async () => {
  const calls = mockFetch(pageRoutes());
  renderReferral(<ReferralView />);
  const form = await screen.findByRole('form', { name: 'Withdraw earnings' });
  await userEvent.type(screen.getByRole('textbox', { name: /^Amount/ }), '10');
  await userEvent.click(screen.getByRole('radio', { name: 'To crypto wallet' }));
  const wallet = screen.getByRole('textbox', { name: /^Wallet address/ });
  // The browser's maxLength used to cut this to 120 characters without a word, and send that.
  const long = `bc1q${'x'.repeat(126)}`;
  await userEvent.click(wallet);
  await userEvent.paste(long);
  expect(wallet).toHaveValue(long);
  await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
  expect(wallet).toHaveAccessibleDescription('This is too long: at most 120 characters.');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  expect(wallet).toHaveValue(long);
});
