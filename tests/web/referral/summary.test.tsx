import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReferralView } from '@/features/referral/components/referral-view';
import { copyAndExpectAnnounced } from '../test-kit/copy';
import { ORIGIN, mockFetch, pageRoutes, renderReferral, summary } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: jest.fn(async () => undefined) },
    configurable: true,
  });
});

test('shows the share link built from the site origin, the percent, referrals and amounts in the user currency', async () => {
  mockFetch(pageRoutes());
  renderReferral(<ReferralView />);
  const link = await screen.findByRole('textbox', { name: 'Referral link' });
  expect(link).toHaveValue(`${ORIGIN}/?ref=7`);
  expect(link).toHaveAttribute('readonly');
  expect(screen.getByRole('heading', { level: 1, name: 'Referral program' })).toBeInTheDocument();
  expect(screen.getByText(/you receive 10% of each of their top-ups/)).toBeInTheDocument();
  expect(screen.getByTestId('referral-percent')).toHaveTextContent('10%');
  expect(screen.getByTestId('referral-count')).toHaveTextContent('3');
  expect(screen.getByTestId('referral-earned')).toHaveTextContent('$42.50');
  expect(screen.getByTestId('referral-withdrawn')).toHaveTextContent('$10.00');
  expect(screen.getByTestId('referral-available')).toHaveTextContent('$32.50');
});

test('the copy button puts the share link on the clipboard and says so', async () => {
  mockFetch(pageRoutes());
  renderReferral(<ReferralView />);
  const section = (await screen.findByRole('heading', { name: 'Your referral link' })).closest('section')!;
  const copied = await copyAndExpectAnnounced(
    within(section).getByRole('button', { name: 'Copy link' }),
    'Link copied',
  );
  expect(copied).toBe(`${ORIGIN}/?ref=7`);
});

test('a summary that cannot be loaded says so and offers a retry; the lists still show', async () => {
  let fail = true;
  mockFetch(
    pageRoutes({
      'GET /api/referral': () =>
        fail
          ? { status: 500, body: { status: false } }
          : { body: { status: true, referral: summary({ referral_id: 9 }) } },
    }),
  );
  renderReferral(<ReferralView />);
  expect(await screen.findByText('Could not load your referral program.')).toBeInTheDocument();
  expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('textbox', { name: 'Referral link' })).toHaveValue(`${ORIGIN}/?ref=9`);
});
