import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PricePanel } from '@/features/numbers/components/price-panel';
import { PendingPurchaseNote } from '@/features/numbers/components/pending-purchase-note';
import { emitRealtime } from '@/state/realtime-bus';
import {
  PENDING_PURCHASE_KEY,
  PENDING_PURCHASE_TTL_MS,
  parsePendingPurchase,
  pendingPurchaseAt,
  type PendingPurchase,
} from '@/state/pending-purchase';
import pendingTexts from '../../../public/locales/en/pending-purchase.json';
import numbers from '../../../public/locales/en/numbers.json';
import common from '../../../public/locales/en/common.json';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { activation, rent } from './fixtures';
import { makeUser, mockFetch, renderWith, type Call } from './harness';
import { push } from '../test-kit/router-mock';
import { useUser } from '@/hooks/use-user';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const pair = { service: { id: 1, name: 'Telegram' }, country: { id: 7, name: 'Kazakhstan' } };
const priceAt = (price: number) => ({
  status: true,
  data: { operators: [{ id: 3, name: 'Beeline', count: 5, price }], price, count: 5 },
});
const KEY = 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff';
const pending = (patch: Partial<PendingPurchase> = {}): PendingPurchase => ({
  // makeUser's account: the one that started it.
  userId: 1,
  kind: 'activation',
  serviceId: 1,
  countryId: 7,
  operatorId: null,
  period: null,
  price: 1250,
  serviceName: 'Telegram',
  countryName: 'Kazakhstan',
  idempotencyKey: KEY,
  createdAt: Date.now() - 60_000,
  ...patch,
});
const store = (p: PendingPurchase) => sessionStorage.setItem(PENDING_PURCHASE_KEY, JSON.stringify(p));
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

function renderNote(balance: number) {
  const i18n = testI18n({ 'pending-purchase': pendingTexts, numbers, common }, 'pending-purchase');
  return renderApp(<PendingPurchaseNote />, { i18n, user: makeUser({ balance }) });
}

/** Refetches the session user, as the header's poll or a window focus does. */
function RefreshUser() {
  const { mutate } = useUser();
  return (
    <button type="button" onClick={() => void mutate()}>
      Refresh session
    </button>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  push.mockClear();
});

describe('"Top up $x and buy" remembers the purchase', () => {
  it('the shortfall link stores the choice, the price seen and a fresh idempotency key', async () => {
    mockFetch({ 'GET /api/price': { body: priceAt(1250) } });
    renderWith(<PricePanel {...pair} signedIn />, { user: makeUser({ balance: 1000 }) });
    // jsdom cannot follow the link; where it leads is the shortfall test's business.
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('click', stay);
    fireEvent.click(await screen.findByRole('link', { name: 'Top up $2.50 and buy' }));
    document.removeEventListener('click', stay);
    const read = pendingPurchaseAt(sessionStorage.getItem(PENDING_PURCHASE_KEY), Date.now());
    expect(read.status).toBe('pending');
    const saved = read.status === 'pending' ? read.purchase : null;
    expect(saved).toMatchObject({
      userId: 1,
      kind: 'activation',
      serviceId: 1,
      countryId: 7,
      operatorId: null,
      period: null,
      price: 1250,
      serviceName: 'Telegram',
    });
    expect(saved!.idempotencyKey.length).toBeGreaterThanOrEqual(16);
  });
});

describe('/top-up finishes the pending purchase', () => {
  it('another account signed in on this tab neither sees nor pays for it, even when the money arrives', async () => {
    store(pending({ userId: 99 }));
    const calls = mockFetch({
      'GET /api/price': { body: priceAt(1250) },
      'POST /api/activation/buy': { body: { status: true, activation: activation(), balance: 750 } },
    });
    renderNote(2000);
    act(() => emitRealtime('BalanceTopup', { balance: 2000 }));
    await act(async () => undefined);
    expect(screen.queryByTestId('pending-purchase')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('says what will be bought, and Cancel forgets it without buying', async () => {
    store(pending());
    const calls = mockFetch({});
    renderNote(0);
    expect(await screen.findByText("After top-up we'll buy: Telegram · Kazakhstan · $12.50")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel purchase' }));
    expect(screen.queryByTestId('pending-purchase')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
    expect(posts(calls)).toHaveLength(0);
  });

  it('on BalanceTopup buys once with the stored key and opens the number, even if the event comes twice', async () => {
    store(pending());
    const calls = mockFetch({
      'GET /api/price': { body: priceAt(1250) },
      'POST /api/activation/buy': { body: { status: true, activation: activation(), balance: 750 } },
    });
    renderNote(2000);
    await screen.findByTestId('pending-purchase');
    expect(posts(calls)).toHaveLength(0);
    act(() => {
      emitRealtime('BalanceTopup', { balance: 2000 });
      emitRealtime('BalanceTopup', { balance: 2000 });
    });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/activations'));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toMatchObject({
      service_id: 1,
      country_id: 7,
      idempotency_key: KEY,
      max_price: 1250,
    });
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
  });

  it('a rental resumes with its period and lands on /rent', async () => {
    store(pending({ kind: 'rent', period: 72, price: 900 }));
    const calls = mockFetch({
      'GET /api/rent-price': { body: { status: true, data: { ...priceAt(900).data, periods: [], period: 72 } } },
      'POST /api/rent/buy': { body: { status: true, rent: rent(), balance: 100 } },
    });
    renderNote(1000);
    expect(
      await screen.findByText("After top-up we'll rent: Telegram · Kazakhstan · 3 days · $9.00"),
    ).toBeInTheDocument();
    act(() => emitRealtime('BalanceTopup', { balance: 1000 }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/rent'));
    expect(posts(calls)[0]!.body).toMatchObject({ period: 72, idempotency_key: KEY });
  });

  it('a refund moving the balance does not buy', async () => {
    store(pending());
    const calls = mockFetch({ 'GET /api/price': { body: priceAt(1250) } });
    renderNote(2000);
    await screen.findByTestId('pending-purchase');
    act(() => emitRealtime('BalanceTopup', { balance: 2000, refund: { amount: 500, type: 'activation', id: 3 } }));
    await act(async () => undefined);
    expect(posts(calls)).toHaveLength(0);
  });

  it('a top-up that still leaves the balance short keeps waiting', async () => {
    store(pending());
    const calls = mockFetch({ 'GET /api/price': { body: priceAt(1250) } });
    renderNote(1000);
    await screen.findByTestId('pending-purchase');
    act(() => emitRealtime('BalanceTopup', { balance: 1000 }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/price'))).toBe(true));
    expect(posts(calls)).toHaveLength(0);
    expect(screen.getByTestId('pending-purchase')).toHaveTextContent(
      'the purchase is made as soon as the money arrives',
    );
  });

  it('a price above the one seen asks again instead of buying, then buys with the same key', async () => {
    store(pending());
    const calls = mockFetch({
      'GET /api/price': { body: priceAt(1400) },
      'POST /api/activation/buy': { body: { status: true, activation: activation(), balance: 600 } },
    });
    renderNote(2000);
    await screen.findByTestId('pending-purchase');
    act(() => emitRealtime('BalanceTopup', { balance: 2000 }));
    expect(await screen.findByText(/The price went up from \$12\.50 to \$14\.00/)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Buy for $14.00' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ idempotency_key: KEY, max_price: 1400 });
  });

  it('a price raised between its check and the buy is refused by the server: it asks again, still pending', async () => {
    store(pending());
    const calls = mockFetch({
      'GET /api/price': { body: priceAt(1250) },
      'POST /api/activation/buy': {
        status: 409,
        body: { status: false, code: 'PRICE_CHANGED', message: 'The price rose above max_price.', price: 1300 },
      },
    });
    renderNote(2000);
    await screen.findByTestId('pending-purchase');
    act(() => emitRealtime('BalanceTopup', { balance: 2000 }));
    expect(await screen.findByText(/The price went up from \$12\.50 to \$13\.00/)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toMatchObject({ idempotency_key: KEY, max_price: 1250 });
    expect(screen.getByRole('button', { name: 'Buy for $13.00' })).toBeInTheDocument();
    expect(pendingPurchaseAt(sessionStorage.getItem(PENDING_PURCHASE_KEY), Date.now()).status).toBe('pending');
  });

  it('an intent older than 30 minutes is dropped with a clear word, and nothing is bought', async () => {
    store(pending({ createdAt: Date.now() - PENDING_PURCHASE_TTL_MS - 1000 }));
    const calls = mockFetch({ 'GET /api/price': { body: priceAt(1250) } });
    renderNote(5000);
    expect(
      await screen.findByText(/more than 30 minutes ago was not made and nothing was charged/),
    ).toBeInTheDocument();
    act(() => emitRealtime('BalanceTopup', { balance: 5000 }));
    await act(async () => undefined);
    expect(posts(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('back from the payment page with result=paid, the covered purchase is bought', async () => {
    store(pending());
    const router = jest.requireMock<{ useRouter(): { query: Record<string, string> } }>('next/router').useRouter();
    router.query = { payment: 'tx_abcdef12', result: 'paid' };
    try {
      const calls = mockFetch({
        'GET /api/price': { body: priceAt(1250) },
        'POST /api/activation/buy': { body: { status: true, activation: activation(), balance: 0 } },
      });
      renderNote(1250);
      await waitFor(() => expect(push).toHaveBeenCalledWith('/activations'));
      expect(posts(calls)).toHaveLength(1);
      expect(posts(calls)[0]!.body).toMatchObject({ idempotency_key: KEY });
    } finally {
      router.query = {};
    }
  });

  describe('back from the payment page before the balance is credited', () => {
    const returned = () =>
      jest.requireMock<{ useRouter(): { query: Record<string, string> } }>('next/router').useRouter();
    beforeEach(() => {
      returned().query = { payment: 'tx_abcdef12', result: 'paid' };
    });
    afterEach(() => {
      returned().query = {};
    });

    /** The page with a way to refetch the session, as the header's poll or a focus would. */
    function renderReturned(balance: number) {
      const i18n = testI18n({ 'pending-purchase': pendingTexts, numbers, common }, 'pending-purchase');
      return renderApp(
        <>
          <PendingPurchaseNote />
          <RefreshUser />
        </>,
        { i18n, user: makeUser({ balance }) },
      );
    }

    it('waits, then buys once when BalanceTopup brings the money, and not again when the refetch sees it', async () => {
      store(pending());
      let credited = 0;
      const calls = mockFetch({
        'GET /api/user': () => ({ body: { user: makeUser({ balance: credited }) } }),
        'GET /api/price': { body: priceAt(1250) },
        'POST /api/activation/buy': { body: { status: true, activation: activation(), balance: 0 } },
      });
      renderReturned(0);
      expect(await screen.findByTestId('pending-purchase')).toHaveTextContent(
        'the purchase is made as soon as the money arrives',
      );
      await act(async () => undefined);
      expect(posts(calls)).toHaveLength(0);
      expect(push).not.toHaveBeenCalled();

      credited = 1250;
      act(() => emitRealtime('BalanceTopup', { balance: 1250 }));
      await waitFor(() => expect(push).toHaveBeenCalledWith('/activations'));
      // The session refetch and a repeated event report the same money: still one purchase.
      fireEvent.click(screen.getByRole('button', { name: 'Refresh session' }));
      act(() => emitRealtime('BalanceTopup', { balance: 1250 }));
      await act(async () => undefined);
      expect(posts(calls)).toHaveLength(1);
      expect(posts(calls)[0]!.body).toMatchObject({ service_id: 1, country_id: 7, idempotency_key: KEY });
      expect(push).toHaveBeenCalledTimes(1);
      expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
    });

    it('with no event, a session refetch that shows the credited balance buys it once', async () => {
      store(pending());
      let credited = 0;
      const calls = mockFetch({
        'GET /api/user': () => ({ body: { user: makeUser({ balance: credited }) } }),
        'GET /api/price': { body: priceAt(1250) },
        'POST /api/activation/buy': { body: { status: true, activation: activation(), balance: 250 } },
      });
      renderReturned(0);
      await screen.findByTestId('pending-purchase');
      // Not credited yet: a refetch that still reads 0 buys nothing.
      fireEvent.click(screen.getByRole('button', { name: 'Refresh session' }));
      await waitFor(() => expect(calls.some((c) => c.url === '/api/user')).toBe(true));
      await act(async () => undefined);
      expect(posts(calls)).toHaveLength(0);

      credited = 1500;
      fireEvent.click(screen.getByRole('button', { name: 'Refresh session' }));
      await waitFor(() => expect(push).toHaveBeenCalledWith('/activations'));
      fireEvent.click(screen.getByRole('button', { name: 'Refresh session' }));
      await act(async () => undefined);
      expect(posts(calls)).toHaveLength(1);
      expect(posts(calls)[0]!.body).toMatchObject({ idempotency_key: KEY });
    });
  });

  it('a declined return buys nothing', async () => {
    store(pending());
    const router = jest.requireMock<{ useRouter(): { query: Record<string, string> } }>('next/router').useRouter();
    router.query = { payment: 'tx_abcdef12', result: 'failed' };
    try {
      const calls = mockFetch({ 'GET /api/price': { body: priceAt(1250) } });
      renderNote(5000);
      await screen.findByTestId('pending-purchase');
      await act(async () => undefined);
      expect(calls).toHaveLength(0);
      // The balance covers it though: the user may still buy by hand.
      expect(screen.getByRole('button', { name: 'Buy now' })).toBeInTheDocument();
    } finally {
      router.query = {};
    }
  });
});

describe('parsePendingPurchase', () => {
  it('takes only what the app wrote', () => {
    const good = pending();
    expect(parsePendingPurchase(JSON.stringify(good))).toEqual(good);
    for (const bad of [
      'not json',
      'null',
      JSON.stringify({ ...good, kind: 'gift' }),
      JSON.stringify({ ...good, serviceId: -1 }),
      JSON.stringify({ ...good, price: 0 }),
      JSON.stringify({ ...good, price: 12.5 }),
      JSON.stringify({ ...good, period: 24 }),
      JSON.stringify({ ...good, kind: 'rent', period: null }),
      JSON.stringify({ ...good, idempotencyKey: 'short' }),
      JSON.stringify({ ...good, serviceName: '' }),
    ])
      expect(parsePendingPurchase(bad)).toBeNull();
  });
});
