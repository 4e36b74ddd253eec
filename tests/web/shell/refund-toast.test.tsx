import { act, screen } from '@testing-library/react';
import { BrowserEffects } from '@/features/shell/components/browser-effects';
import { instanceProfile } from '@/lib/instance';
import { emitRealtime } from '@/state/realtime-bus';
import { makeConfig, makeUser, mockFetch, renderShell } from './harness';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// No counter scripts on this instance: the only thing BrowserEffects shows here is the toast.
const config = makeConfig({ profile: instanceProfile('stage_ru') });

beforeEach(() => {
  resetRouter();
  mockFetch({});
});

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

it('a refunded purchase (BalanceTopup with refund) says "Refunded $x" once, in the user’s currency', async () => {
  renderShell(<BrowserEffects />, { user: makeUser(), config });
  act(() => emitRealtime('BalanceTopup', { balance: 12_465, refund: { amount: 120, type: 'activation', id: 12 } }));
  expect(await screen.findByText('Refunded $1.20 to your balance: activation #12')).toBeInTheDocument();
  // The same refund delivered again is not said twice.
  act(() => emitRealtime('BalanceTopup', { balance: 12_465, refund: { amount: 120, type: 'activation', id: 12 } }));
  act(() => emitRealtime('BalanceTopup', { balance: 12_965, refund: { amount: 500, type: 'rent', id: 3 } }));
  expect(await screen.findByText('Refunded $5.00 to your balance: rental #3')).toBeInTheDocument();
  expect(alerts().filter((t) => t?.includes('activation #12'))).toHaveLength(1);
});

it('a ruble user reads the refund in rubles', async () => {
  renderShell(<BrowserEffects />, { user: makeUser({ currency: 'rub' }), config });
  act(() => emitRealtime('BalanceTopup', { balance: 50_000, refund: { amount: 4_550, type: 'rent', id: 8 } }));
  expect(await screen.findByText('Refunded 45.50 ₽ to your balance: rental #8')).toBeInTheDocument();
});

it('a plain top-up is not a refund: no toast from here', async () => {
  renderShell(<BrowserEffects />, { user: makeUser(), config });
  act(() => emitRealtime('BalanceTopup', { balance: 50_000 }));
  await new Promise((r) => setTimeout(r, 20));
  expect(alerts().filter((t) => t?.startsWith('Refunded'))).toEqual([]);
});
