import { act, screen, within } from '@testing-library/react';
import { TopUpCodeCard } from '@/features/payments/components/top-up-code-card';
import { ActivePayments } from '@/features/payments/components/active-payments';
import { renderPayments, topUpCode } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// Every render of a copy button (the card's transaction id), counted.
const copyButtonsRendered = jest.fn();
jest.mock('@/components/common/copy-button', () =>
  jest
    .requireActual('../test-kit/count-renders')
    .countRenders('@/components/common/copy-button', 'CopyButton', () => copyButtonsRendered()),
);

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), advanceTimers: true }));
afterEach(() => jest.useRealTimers());

/**
 * Issue 17: the payment countdowns tick in their own lines. The card read the clock itself, so
 * every second rendered the whole card (amount, address, QR, copy buttons) again.
 */
it('the code card counts down without rendering the card again, and turns to expired when the time is up', () => {
  const code = topUpCode({ expired_at: '2026-11-25T10:00:05Z' });
  renderPayments(<TopUpCodeCard code={code} system={undefined} onClose={() => undefined} />);
  const timer = () => screen.getByRole('timer', { name: 'Time left to pay' }).textContent;
  expect(timer()).toBe('0:05');
  const rendered = copyButtonsRendered.mock.calls.length;
  expect(rendered).toBeGreaterThan(0);
  act(() => jest.advanceTimersByTime(3_000));
  expect(timer()).toBe('0:02');
  expect(copyButtonsRendered.mock.calls.length).toBe(rendered);
  act(() => jest.advanceTimersByTime(3_000));
  expect(timer()).toBe('Expired');
  // The Pay button gives way to the hint to start again.
  expect(screen.getByText('This payment has expired. Start a new top-up.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /pay/i })).toBeNull();
});

it('a pending payment’s expiry ticks in its row, and says expired once it has passed', () => {
  const code = topUpCode({ expired_at: '2026-11-25T10:01:05Z' });
  renderPayments(<ActivePayments payments={[code]} systems={{}} openId={null} onOpen={() => undefined} />);
  const row = screen.getByRole('listitem');
  expect(within(row).getByText(/tx_abc123 · Expires in 1:05/i)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2_000));
  expect(within(row).getByText(/Expires in 1:03/i)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(70_000));
  expect(within(row).getByText(/tx_abc123 · Expired/i)).toBeInTheDocument();
});
