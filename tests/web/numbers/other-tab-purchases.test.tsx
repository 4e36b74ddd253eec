import { act, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { emitRealtime, setRealtimeState } from '@/state/realtime-bus';
import { activation, activeAnswer, sms } from './fixtures';
import { mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// A number bought in another tab, on another device or by a bot is not in this tab's list: it
// must show up when the user comes back to the tab, and when its code arrives live.

const lists = {
  'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
  'GET /api/services': { body: { status: true, count: 0, services: [] } },
  'GET /api/countries': { body: { status: true, count: 0, countries: [] } },
};

afterEach(() => act(() => setRealtimeState('disconnected')));

it('reads the list again when the tab is focused, while realtime is live', async () => {
  let entries = [activation()];
  mockFetch({ 'GET /api/user/active-numbers': () => ({ body: activeAnswer(entries) }), ...lists });
  act(() => setRealtimeState('connected'));
  // The app's own setting (the test harness turns focus off for every other test).
  renderWith(
    <SWRConfig value={{ revalidateOnFocus: true, focusThrottleInterval: 0 }}>
      <ActivationsView />
    </SWRConfig>,
  );
  await screen.findByRole('listitem', { name: '+77000000011' });
  entries = [activation({ id: 12, phone: '+77000000012' }), ...entries];
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(await screen.findByRole('listitem', { name: '+77000000012' })).toBeInTheDocument();
});

it('reads the list again when a code arrives for a number it does not hold', async () => {
  let entries = [activation()];
  mockFetch({ 'GET /api/user/active-numbers': () => ({ body: activeAnswer(entries) }), ...lists });
  act(() => setRealtimeState('connected'));
  renderWith(<ActivationsView />);
  await screen.findByRole('listitem', { name: '+77000000011' });
  const bought = activation({ id: 12, phone: '+77000000012', status: 'code_received', messages: [sms(4, '551177')] });
  entries = [bought, ...entries];
  act(() => emitRealtime('Activation.NewCodeReceived', { type: 'activation', activation: bought }));
  expect(await screen.findByRole('listitem', { name: '+77000000012' })).toHaveTextContent('551177');
});
