import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { PricePanel } from '@/features/numbers/components/price-panel';
import { activation, activeAnswer, listRoutes, sms } from './fixtures';
import { makeUser, mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// Spec §8 applied to number actions: a 200 with a true status and a message is a confirmation
// alert; a message without a true status is an error alert; both through the one notice path.

async function rowAction(verb: 'Cancel' | 'Finish', answer: unknown, entry = activation()) {
  mockFetch({
    'GET /api/user/active-numbers': { body: activeAnswer([entry]) },
    [`POST /api/activation/11/${verb.toLowerCase()}`]: { body: answer },
    'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
    ...listRoutes(),
  });
  renderWith(<ActivationsView />);
  const row = await screen.findByRole('listitem', { name: '+77000000011' });
  await userEvent.click(await within(row).findByRole('button', { name: verb }));
}

describe('action answers become alerts (spec §8)', () => {
  it('cancel: the server message confirms', async () => {
    await rowAction('Cancel', {
      status: true,
      message: 'Activation cancelled, the price is refunded',
      activation: activation({ status: 'cancelled', refunded: 1250 }),
      balance: 20_000,
    });
    const alert = await screen.findByText('Activation cancelled, the price is refunded');
    expect(alert.closest('.notistack-MuiContent-success')).not.toBeNull();
  });

  it('finish: the server message confirms', async () => {
    const withCode = activation({ status: 'code_received', messages: [sms(1, '482913')] });
    await rowAction(
      'Finish',
      { status: true, message: 'Activation finished', activation: { ...withCode, status: 'finished' }, balance: 1 },
      withCode,
    );
    expect(await screen.findByText('Activation finished')).toBeInTheDocument();
  });

  it('an answer with a message but no true status is an error alert, not a confirmation', async () => {
    // A 200 whose body lacks status true changed nothing: its message is shown as an error.
    await rowAction('Cancel', { status: false, message: 'Cancelling is closed for this number' });
    const alert = await screen.findByText('Cancelling is closed for this number');
    expect(alert.closest('.notistack-MuiContent-error')).not.toBeNull();
    expect(screen.queryByText('Server error, try again later')).not.toBeInTheDocument();
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
  });

  it('buy: the server message confirms a new purchase; a replay without a message shows nothing', async () => {
    const pair = { service: { id: 1, name: 'Telegram' }, country: { id: 7, name: 'Kazakhstan' } };
    const price = {
      status: true,
      data: { operators: [{ id: 3, name: 'Beeline', count: 5, price: 1250 }], price: 1250, count: 5 },
    };
    let message: string | undefined = 'Number purchased';
    mockFetch({
      'GET /api/price': { body: price },
      'POST /api/activation/buy': () => ({
        body: { status: true, ...(message ? { message } : {}), activation: activation(), balance: 8750 },
      }),
    });
    renderWith(<PricePanel {...pair} signedIn />, { user: makeUser({ balance: 20_000 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy number' }));
    expect(await screen.findByText('Number purchased')).toBeInTheDocument();
    message = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Buy number' }));
    expect(screen.getAllByText('Number purchased')).toHaveLength(1);
  });
});
