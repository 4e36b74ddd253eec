import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RentView } from '@/features/numbers/components/rent-view';
import { NumberDialogs } from '@/features/numbers/components/number-dialogs';
import { emitRealtime } from '@/state/realtime-bus';
import { activeAnswer, rent, sms } from './fixtures';
import { mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// A busy rental's SMS event over the realtime size cap carries only its newest messages and
// says so (`messages_truncated`, upstream/realtime/publisher.ts).
it('a truncated live SMS keeps the rental’s older messages, then shows the server’s full list', async () => {
  const stored = [sms(1, '111', true), sms(2, '222', true)];
  // Message 3 came while this page was not listening: only the server has it.
  const full = [...stored, sms(3, '333', true), sms(4, '444', true)];
  let sent = false;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  mockFetch({
    'GET /api/user/active-rent-numbers': async () => {
      if (!sent) return { body: activeAnswer([rent({ messages: stored })]) };
      await held;
      return { body: activeAnswer([rent({ messages: full })]) };
    },
    'GET /api/user/latest-rent-purchases': { body: { status: true, purchases: [] } },
    'GET /api/rent-services': { body: { status: true, count: 0, services: [] } },
    'GET /api/rent-countries': { body: { status: true, count: 0, countries: [] } },
  });
  renderWith(
    <>
      <RentView live />
      <NumberDialogs />
    </>,
  );
  const row = await screen.findByRole('listitem', { name: '+77000000021' });
  expect(within(row).getByRole('button', { name: '2 messages' })).toBeInTheDocument();

  sent = true;
  await act(async () =>
    emitRealtime('Activation.NewCodeReceived', {
      type: 'rent',
      activation: { ...rent(), messages: [sms(4, '444', true)], messages_truncated: true },
    }),
  );
  // The trimmed list does not replace the ones shown while the full list loads.
  await userEvent.click(within(row).getByRole('button', { name: '2 messages' }));
  const list = within(screen.getByRole('dialog')).getByRole('list', { name: 'Messages' });
  expect(
    within(list)
      .getAllByText(/^Telegram code:/)
      .map((m) => m.textContent),
  ).toEqual(['Telegram code: 111', 'Telegram code: 222']);

  await act(async () => release());
  expect(await within(list).findByText('Telegram code: 444')).toBeInTheDocument();
  expect(
    within(list)
      .getAllByText(/^Telegram code:/)
      .map((m) => m.textContent),
  ).toEqual(['Telegram code: 111', 'Telegram code: 222', 'Telegram code: 333', 'Telegram code: 444']);
  // Behind the open dialog, the row counts them too.
  expect(within(row).getByRole('button', { name: '4 messages', hidden: true })).toBeInTheDocument();
});
