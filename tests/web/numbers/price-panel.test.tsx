import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricePanel } from '@/features/numbers/components/price-panel';
import { activation } from './fixtures';
import { makeUser, mockFetch, renderWith } from './harness';
import { push } from '../test-kit/router-mock';
import { renderApp } from '../test-kit/render-app';
import { GuestThenSignedIn } from '../test-kit/guest-then-signed-in';
import { testI18n } from '../test-kit/i18n';
import numbers from '../../../public/locales/en/numbers.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const price = (count: number) => ({
  status: true,
  data: { operators: [{ id: 3, name: 'Beeline', count, price: 1250 }], price: 1250, count },
});
const bought = { status: true, activation: activation(), balance: 8750 };
const pair = { service: { id: 1, name: 'Telegram' }, country: { id: 7, name: 'Kazakhstan' } };

beforeEach(() => push.mockClear());

describe('PricePanel', () => {
  it('shows the price for the pair and buys once on a double click, with one idempotency key', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const calls = mockFetch({
      'GET /api/price': { body: price(5) },
      'POST /api/activation/buy': async () => {
        await gate;
        return { body: bought };
      },
      'GET /api/user': { body: { user: makeUser() } },
    });
    renderWith(<PricePanel {...pair} signedIn />);
    expect(await screen.findByTestId('price')).toHaveTextContent('$12.50');
    expect(screen.getByText('5 numbers available')).toBeInTheDocument();
    const buy = screen.getByRole('button', { name: 'Buy number' });
    fireEvent.click(buy);
    fireEvent.click(buy);
    await act(async () => release());
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ service_id: 1, country_id: 7 });
    expect(String(body.idempotency_key).length).toBeGreaterThanOrEqual(8);
  });

  it('shows the empty state for NO_NUMBERS without an alert', async () => {
    mockFetch({
      'GET /api/price': { body: price(2) },
      'POST /api/activation/buy': {
        status: 409,
        body: { status: false, message: 'No free numbers', code: 'NO_NUMBERS' },
      },
    });
    renderWith(<PricePanel {...pair} signedIn />);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy number' }));
    expect(await screen.findByText('No numbers available right now.')).toBeInTheDocument();
    expect(screen.queryByText('No free numbers')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy number' })).toBeDisabled();
  });

  it('sends the user to top-up on NO_BALANCE', async () => {
    mockFetch({
      'GET /api/price': { body: price(2) },
      'POST /api/activation/buy': { status: 409, body: { status: false, message: 'Top up', code: 'NO_BALANCE' } },
    });
    renderWith(<PricePanel {...pair} signedIn />);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy number' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/top-up'));
  });

  it('asks first when confirmations are on; Enter confirms', async () => {
    const calls = mockFetch({ 'GET /api/price': { body: price(2) }, 'POST /api/activation/buy': { body: bought } });
    const user = makeUser({ settings: { copying_code: false, confirmation_actions: true, sound_new_sms: false } });
    renderWith(<PricePanel {...pair} signedIn />, { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this number?' });
    expect(dialog).toHaveTextContent('Telegram, Kazakhstan for $12.50.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.keyDown(dialog, { key: 'Enter' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it('asks a guest to sign in instead of buying', async () => {
    const calls = mockFetch({ 'GET /api/price': { body: price(2) } });
    renderWith(<PricePanel {...pair} signedIn={false} />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy number' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

const GuestPanel = () => (
  <GuestThenSignedIn>{(signedIn) => <PricePanel {...pair} signedIn={signedIn} />}</GuestThenSignedIn>
);

describe('PricePanel for a guest', () => {
  const discounted = {
    status: true,
    data: { operators: [{ id: 3, name: 'Beeline', count: 4, price: 1125 }], price: 1125, count: 4 },
  };

  it('opens the login dialog, then asks to confirm at the signed-in price and buys once', async () => {
    const answers = [price(4), discounted];
    const calls = mockFetch({
      'GET /api/price': () => ({ body: answers.shift() ?? discounted }),
      'POST /api/activation/buy': { body: bought },
    });
    renderApp(<GuestPanel />, { i18n: testI18n({ numbers, common }, 'numbers'), user: null, modalProbe: true });
    expect(await screen.findByTestId('price')).toHaveTextContent('$12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Buy number' }));
    expect(screen.getByTestId('open-modals')).toHaveTextContent('login');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'test: signed in' }));
    // Confirmations are off for this user (no settings yet), yet the resumed purchase asks:
    // the price they are about to pay is theirs, read again, not the guest's $12.50.
    const dialog = await screen.findByRole('dialog', { name: 'Buy this number?' });
    expect(dialog).toHaveTextContent('Telegram, Kazakhstan for $11.25.');
    expect(calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/price'))).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it('forgets the purchase when the login dialog is closed without signing in', async () => {
    const calls = mockFetch({ 'GET /api/price': { body: price(4) }, 'POST /api/activation/buy': { body: bought } });
    renderApp(<GuestPanel />, { i18n: testI18n({ numbers, common }, 'numbers'), user: null, modalProbe: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy number' }));
    expect(screen.getByTestId('open-modals')).toHaveTextContent('login');
    await userEvent.click(screen.getByRole('button', { name: 'test: close login' }));
    await userEvent.click(screen.getByRole('button', { name: 'test: signed in' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog', { name: 'Buy this number?' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
