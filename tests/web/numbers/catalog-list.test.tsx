import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogList } from '@/features/numbers/components/catalog-list';
import { mockFetch, renderWith } from './harness';
import { renderApp } from '../test-kit/render-app';
import { GuestThenSignedIn } from '../test-kit/guest-then-signed-in';
import { testI18n } from '../test-kit/i18n';
import numbers from '../../../public/locales/en/numbers.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const service = (id: number, patch = {}) => ({
  id,
  name: `Service ${id}`,
  favorite: false,
  count: id * 10,
  price: id * 100,
  icon: '',
  slug: `s${id}`,
  ...patch,
});

function servicesAnswer(url: string) {
  const params = new URL(url, 'http://x').searchParams;
  const load = Number(params.get('load') ?? 1);
  const search = params.get('search');
  const all = Array.from({ length: 45 }, (_, i) => service(i + 1)).filter(
    (s) => !search || s.name.endsWith(` ${search}`),
  );
  return { status: true, count: all.length, services: all.slice(0, load * 20) };
}

/** The services column with nothing chosen, as every test here renders it. */
const servicesList = {
  target: 'services',
  title: 'Services',
  crossFilter: {},
  selectedId: null,
  onSelect: () => undefined,
} as const;

/** The services list, and `after` it in the page (what the keyboard reaches next). */
const renderList = (after?: ReactNode) =>
  renderWith(
    <>
      <CatalogList {...servicesList} signedIn />
      {after}
    </>,
  );

describe('CatalogList', () => {
  it('shows counts and prices in the site currency and loads the next chunk of 20', async () => {
    const calls = mockFetch({ 'GET /api/services': (c) => ({ body: servicesAnswer(c.url) }) });
    renderList();
    expect(await screen.findByText('Service 1')).toBeInTheDocument();
    expect(screen.getByText('10 numbers · from $1.00')).toBeInTheDocument();
    const items = screen.getAllByRole('row');
    // 20 rows, then the load-more holder: a row of the grid too (a grid owns rows only, axe).
    expect(items).toHaveLength(21);
    expect(within(items[20]!).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Service 40')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('load=2'))).toBe(true);
    expect(calls[0]!.url).toMatch(/^\/api\/sidebar\?.*target=%2Fapi%2Fservices/);
  });

  describe('loading as the end scrolls into view', () => {
    let seen = () => {};
    const original = globalThis.IntersectionObserver;
    beforeEach(() => {
      globalThis.IntersectionObserver = class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          seen = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      globalThis.IntersectionObserver = original;
    });

    it('loads the next chunk when the end comes into view', async () => {
      const calls = mockFetch({ 'GET /api/services': (c) => ({ body: servicesAnswer(c.url) }) });
      renderList();
      await screen.findByText('Service 1');
      act(() => seen());
      expect(await screen.findByText('Service 40')).toBeInTheDocument();
      expect(calls.some((c) => c.url.includes('load=2'))).toBe(true);
    });

    it('not when the keyboard has gone past the list: rows added above would push the focused control off screen', async () => {
      const calls = mockFetch({ 'GET /api/services': (c) => ({ body: servicesAnswer(c.url) }) });
      renderList(<button type="button">Filters</button>);
      await screen.findByText('Service 1');
      screen.getByRole('button', { name: 'Filters' }).focus();
      act(() => seen());
      await new Promise((r) => setTimeout(r, 50));
      expect(calls.some((c) => c.url.includes('load=2'))).toBe(false);
      expect(screen.queryByText('Service 40')).not.toBeInTheDocument();
    });
  });

  it('searches with the typed text', async () => {
    const calls = mockFetch({ 'GET /api/services': (c) => ({ body: servicesAnswer(c.url) }) });
    renderList();
    await screen.findByText('Service 1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '7');
    await waitFor(() => expect(screen.queryByText('Service 1')).not.toBeInTheDocument());
    expect(screen.getByText('Service 7')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('search=7'))).toBe(true);
  });

  it('toggles a favourite at once and reverts it with a message when the server refuses', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const calls = mockFetch({
      'GET /api/services': (c) => ({ body: servicesAnswer(c.url) }),
      'POST /api/activation/add-to-favorite': async () => {
        await gate;
        return { status: 409, body: { status: false, message: 'Favourites are full' } };
      },
    });
    renderList();
    const row = (await screen.findByText('Service 2')).closest('li')!;
    const star = within(row).getByRole('button', { name: 'Add Service 2 to favourites' });
    await userEvent.click(star);
    expect(within(row).getByRole('button', { name: 'Remove Service 2 from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    release();
    expect(await within(row).findByRole('button', { name: 'Add Service 2 to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await screen.findByText('Favourites are full')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 2, type: 'service' });
  });

  it('a star for a service gone from the catalogue reverts with our translation, not the server English', async () => {
    mockFetch({
      'GET /api/services': (c) => ({ body: servicesAnswer(c.url) }),
      'POST /api/activation/add-to-favorite': {
        status: 422,
        body: {
          status: false,
          message: 'No such service.',
          code: 'NO_SUCH_ITEM',
          errors: { id: ['No such service.'] },
        },
      },
    });
    renderList();
    const row = (await screen.findByText('Service 3')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Add Service 3 to favourites' }));
    expect(
      await screen.findByText(
        'This service or country is no longer available. Reload the page to see the current list.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No such service.')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Add Service 3 to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('loyalty discount in the catalogue lists', () => {
  const list = (patch: object) => ({
    status: true,
    count: 1,
    services: [
      { id: 1, name: 'Telegram', favorite: false, count: 12, price: 96, icon: '', slug: 'telegram', ...patch },
    ],
    discount_percent: 4,
    level: 'Gold',
  });
  it('a row "from" price strikes the list price through, read as "was"', async () => {
    mockFetch({ 'GET /api/services': { body: list({ list_price: 100, discount: 4 }) } });
    renderList();
    const row = await screen.findByRole('button', { name: /Telegram 12 numbers · from \$0\.96 was \$1\.00/ });
    expect(row.querySelector('s')).toHaveTextContent('$1.00');
  });

  it('a row without a discount is unchanged', async () => {
    mockFetch({ 'GET /api/services': { body: list({ list_price: null, discount: null }) } });
    renderList();
    const row = await screen.findByRole('button', { name: /Telegram 12 numbers · from \$0\.96$/ });
    expect(row.querySelector('s')).toBeNull();
  });
});

describe('CatalogList for a guest', () => {
  const GuestList = () => (
    <GuestThenSignedIn>{(signedIn) => <CatalogList {...servicesList} signedIn={signedIn} />}</GuestThenSignedIn>
  );

  it('asks a guest to sign in for a star, then sets the star they pressed', async () => {
    const calls = mockFetch({
      'GET /api/services': (c) => ({ body: servicesAnswer(c.url) }),
      'POST /api/activation/add-to-favorite': { body: { status: true } },
    });
    renderApp(<GuestList />, { i18n: testI18n({ numbers, common }, 'numbers'), user: null, modalProbe: true });
    const row = (await screen.findByText('Service 2')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Add Service 2 to favourites' }));
    expect(screen.getByTestId('open-modals')).toHaveTextContent('login');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'test: signed in' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ type: 'service', id: 2 });
  });
});
