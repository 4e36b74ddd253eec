import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RentView } from '@/features/numbers/components/rent-view';
import { NumberDialogs } from '@/features/numbers/components/number-dialogs';
import { emitRealtime } from '@/state/realtime-bus';
import { activeAnswer, rent, sms } from './fixtures';
import { mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// While a dialog is open MUI hides the page behind it from screen readers (aria-hidden), the
// row's own announcement of a new code included: the messages dialog says it itself.
it('a code arriving while the messages dialog is open is announced from inside the dialog', async () => {
  const first = sms(1, '111', true);
  mockFetch({
    'GET /api/user/active-rent-numbers': { body: activeAnswer([rent({ messages: [first] })]) },
    'GET /api/user/latest-rent-purchases': { body: { status: true, purchases: [] } },
    'GET /api/rent-services': { body: { status: true, count: 0, services: [] } },
    'GET /api/rent-countries': { body: { status: true, count: 0, countries: [] } },
    'POST /api/rent/21/read-all': { body: { status: true, rent: rent({ messages: [first] }) } },
  });
  renderWith(
    <>
      <RentView live />
      <NumberDialogs />
    </>,
  );
  const row = await screen.findByRole('listitem', { name: '+77000000021' });
  await userEvent.click(within(row).getByRole('button', { name: '1 message' }));
  const dialog = await screen.findByRole('dialog');
  const status = within(dialog).getByRole('status');
  expect(status.closest('[aria-hidden="true"]')).toBeNull();

  await act(async () =>
    emitRealtime('Activation.NewCodeReceived', {
      type: 'rent',
      activation: { ...rent(), messages: [first, sms(2, '904417', true)] },
    }),
  );
  expect(within(dialog).getByRole('status')).toBe(status);
  expect(status).toHaveTextContent('New code for Telegram: 904417');
});
