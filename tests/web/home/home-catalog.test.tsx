import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SampleServiceItem } from '@contracts/service-samples';
import Home from '../../../pages/index';
import { SampleServiceCards } from '@/features/numbers/components/sample-service-cards';
import { SAMPLE_EXAMPLES } from '@/features/numbers/components/sample-services';
import { DEFAULT_CATALOG_SORT, sidebarKey } from '@/lib/sidebar-keys';
import numbers from '../../../public/locales/en/numbers.json';
import deNumbers from '../../../public/locales/de/numbers.json';
import ruNumbers from '../../../public/locales/ru/numbers.json';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { listRoutes } from '../numbers/fixtures';
import { makeUser, mockFetch, renderWith } from '../numbers/harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
// The page's server half (getServerSideProps) is not what these tests render.
jest.mock('@/bff/ssr/page-data', () => ({ withPageData: () => undefined }));
jest.mock('@/bff/ssr/catalog-pages', () => ({}));
jest.mock('@/bff/ssr/home-page', () => ({}));

const lists = listRoutes([{ id: 1, name: 'Telegram', favorite: false, count: 3, price: 990, icon: '', slug: 'tg' }]);
const TITLE = 'Popular services right now';

const sample = (slug: string, name: string, patch: Partial<SampleServiceItem> = {}): SampleServiceItem => ({
  id: name.length,
  slug,
  name,
  icon: `/icons/services/${slug}.svg`,
  favorite: false,
  count: 10,
  price: 50,
  list_price: 50,
  discount: 0,
  minutes_since_code: null,
  ...patch,
});
const live = {
  'GET /api/service-samples': {
    body: {
      status: true,
      services: [
        sample('whatsapp', 'WhatsApp', { count: 412, price: 38, minutes_since_code: 3 }),
        sample('telegram', 'Telegram', { minutes_since_code: 1 }),
        sample('google', 'Google', { minutes_since_code: 0 }),
        sample('facebook', 'Facebook', { price: null, count: 0 }),
        sample('instagram', 'Instagram'),
      ],
    },
  },
};

const cards = () => within(screen.getByRole('list', { name: TITLE })).getAllByRole('listitem');

describe('home catalogue', () => {
  it("shows guests five sample cards whose count, price and last code come from the upstream's live figures", async () => {
    mockFetch({ ...lists, ...live });
    renderWith(<Home />, { user: null });
    expect(cards()).toHaveLength(5);
    expect(await within(cards()[0]!).findByText('412 numbers · from $0.38')).toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent('Last code received 3 minutes ago');
    expect(cards()[1]).toHaveTextContent('Last code received 1 minute ago');
    expect(cards()[2]).toHaveTextContent('Last code received less than a minute ago');
    // No code lately and nothing offered: said so, not made up.
    expect(cards()[3]).toHaveTextContent('Not offered right now');
    expect(cards()[3]).toHaveTextContent('No codes received in the last 24 hours');
    // The message text is an example and says so.
    expect(within(cards()[0]!).getByRole('figure')).toHaveTextContent(
      'Example of the messageWhatsApp code 482\u2011913',
    );
    // Each example is a text of the page's language (numbers.json), not one written in the code.
    expect(cards().map((card) => within(card).getByRole('figure').textContent)).toEqual(
      SAMPLE_EXAMPLES.map((s) => `Example of the message${numbers.samples.codes[s.slug]}`),
    );
    // The live catalogue below the cards.
    expect(await screen.findByText('3 numbers · from $9.90')).toBeInTheDocument();
  });

  it("paints the catalogue's first screen from the server's answers, before any request returns", () => {
    // Every request fails: what shows comes only from the answers the server rendered with.
    mockFetch({ 'GET /api': { status: 500, body: { status: false, message: 'down' } } });
    const fallback = {
      [sidebarKey('services', { sort: DEFAULT_CATALOG_SORT }, 1)]: {
        status: true,
        count: 1,
        services: [{ id: 1, name: 'Telegram', favorite: false, count: 3, price: 990, icon: '', slug: 'tg' }],
      },
      [sidebarKey('countries', { sort: DEFAULT_CATALOG_SORT }, 1)]: {
        status: true,
        count: 1,
        countries: [
          { id: 5, name: 'Germany', favorite: false, count: 8, price: 120, flag: '', iso: 'de', phone_code: '49' },
        ],
      },
      '/api/service-samples': live['GET /api/service-samples'].body,
    };
    renderWith(<Home fallback={fallback} />, { user: null });
    // Synchronously: the first render, which is what the server sends as HTML.
    expect(screen.getByText('3 numbers · from $9.90')).toBeInTheDocument();
    expect(screen.getByText('8 numbers · from $1.20')).toBeInTheDocument();
    expect(within(cards()[0]!).getByText('412 numbers · from $0.38')).toBeInTheDocument();
    expect(document.querySelector('.placeholder')).toBeNull();
    // Issue 17: the titles, the columns, the lists' cards, the phone's switches, the price prompt
    // and the rules are drawn by their own styled elements; of Material's only button bases are
    // left to hydrate (ripple and focus ring).
    expect(document.querySelectorAll('[class*="Mui"]:not(.MuiButtonBase-root)')).toHaveLength(0);
    expect(screen.getByRole('note')).toHaveTextContent(/refund/i);
  });

  it("on a phone's first render holds only the list a phone shows, and the other comes with its step", async () => {
    mockFetch({ 'GET /api': { status: 500, body: { status: false, message: 'down' } } });
    const services = {
      status: true,
      count: 1,
      services: [{ id: 1, name: 'Telegram', favorite: false, count: 3, price: 990, icon: '', slug: 'tg' }],
    };
    const countries = {
      status: true,
      count: 1,
      countries: [
        { id: 5, name: 'Germany', favorite: false, count: 8, price: 120, flag: '', iso: 'de', phone_code: '49' },
      ],
    };
    const fallback = {
      [sidebarKey('services', { sort: DEFAULT_CATALOG_SORT }, 1)]: services,
      [sidebarKey('countries', { sort: DEFAULT_CATALOG_SORT, service_id: 1 }, 1)]: countries,
    };
    const user = userEvent.setup();
    renderWith(<Home fallback={fallback} phoneFirst />, { user: makeUser() });
    // The first render (the server's HTML, what hydrates): the services list, no countries list.
    expect(screen.getByRole('grid', { name: 'Services' })).toBeInTheDocument();
    // Not even hidden by CSS: not rendered at all, so it costs nothing to hydrate.
    expect(screen.queryByRole('heading', { name: /Countries/, hidden: true })).not.toBeInTheDocument();
    // Choosing a service shows its countries.
    await user.click(
      within(screen.getByRole('grid', { name: 'Services' })).getByRole('button', { name: /Telegram 3 numbers/ }),
    );
    expect(await screen.findByRole('heading', { name: /Countries/ })).toBeInTheDocument();
    expect(screen.getByText('8 numbers · from $1.20')).toBeInTheDocument();
    // The services list stays mounted (hidden on a phone, its search and sort kept) behind its switch.
    expect(screen.getByRole('grid', { name: 'Services', hidden: true })).toBeInTheDocument();
  });

  it('sends the samples after the picker in the HTML a phone gets, before it otherwise, so no row arriving pushes them', async () => {
    mockFetch({ ...lists, ...live });
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const phone = renderWith(<Home phoneFirst />, { user: null });
    const picker = () => screen.getByTestId('catalog-picker');
    const samples = () => screen.getByRole('region', { name: TITLE });
    expect(follows(picker(), samples())).toBe(true);
    expect(await screen.findByText('3 numbers · from $9.90')).toBeInTheDocument();
    phone.unmount();
    renderWith(<Home />, { user: null });
    expect(follows(samples(), picker())).toBe(true);
    expect(await screen.findByText('3 numbers · from $9.90')).toBeInTheDocument();
  });

  it('corrects a wrong phone guess once the screen proves wide: both lists, side by side', async () => {
    mockFetch(lists);
    const listeners: Array<() => void> = [];
    const media = {
      matches: true,
      addEventListener: (_: string, f: () => void) => listeners.push(f),
      removeEventListener: jest.fn(),
    };
    const matchMedia = jest.fn(() => media);
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      renderWith(<Home phoneFirst />, { user: makeUser() });
      expect(await screen.findByRole('heading', { name: /Countries/, hidden: true })).toBeInTheDocument();
      expect(matchMedia).toHaveBeenCalledWith('(min-width: 900px)');
      expect(screen.getByRole('heading', { name: /Services/, hidden: true })).toBeInTheDocument();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('while loading shows placeholders, and when the figures fail shows no number at all', async () => {
    mockFetch({ ...lists, 'GET /api/service-samples': { status: 500, body: { status: false, message: 'down' } } });
    renderWith(<SampleServiceCards />, { user: null });
    expect(cards()[0]!.querySelector('.placeholder')).not.toBeNull();
    await waitFor(() => expect(document.querySelector('.placeholder')).toBeNull());
    for (const card of cards()) {
      expect(card).not.toHaveTextContent(/\d+ numbers?/);
      expect(card).not.toHaveTextContent(/Last code|minute/);
    }
  });

  it('marks a favourite the upstream reports', async () => {
    mockFetch({
      'GET /api/service-samples': {
        body: { status: true, services: [sample('google', 'Google', { favorite: true })] },
      },
    });
    renderWith(<SampleServiceCards />, { user: null });
    expect(await within(cards()[2]!).findByTitle('Favourite')).toBeInTheDocument();
    expect(within(cards()[0]!).queryByTitle('Favourite')).not.toBeInTheDocument();
  });

  it('hides the sample cards from signed-in users and shows rubles after the amount', async () => {
    mockFetch(lists);
    renderWith(<Home />, { user: makeUser({ currency: 'rub' }) });
    expect(await screen.findByText('3 numbers · from 9.90 ₽')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: TITLE })).not.toBeInTheDocument();
  });

  // The upstream counts up to a day (1440 minutes): "1380 minutes ago" is 23 hours, in every language.
  it.each([
    ['en', numbers, ['30 minutes ago', '1 hour ago', '23 hours ago', '24 hours ago']],
    ['de', deNumbers, ['vor 30 Minuten', 'vor 1 Stunde', 'vor 23 Stunden', 'vor 24 Stunden']],
    ['ru', ruNumbers, ['30 минут назад', '1 час назад', '23 часа назад', '24 часа назад']],
  ])('says the time since the last code in hours from an hour on (%s)', async (lng, texts, expected) => {
    mockFetch({
      'GET /api/service-samples': {
        body: {
          status: true,
          services: [
            sample('whatsapp', 'WhatsApp', { minutes_since_code: 30 }),
            sample('telegram', 'Telegram', { minutes_since_code: 90 }),
            sample('google', 'Google', { minutes_since_code: 1380 }),
            sample('facebook', 'Facebook', { minutes_since_code: 1440 }),
          ],
        },
      },
    });
    renderApp(<SampleServiceCards />, { i18n: testI18n({ numbers: texts, common: {} }, 'numbers', lng) });
    // The list's name is the language's own title: it is the only list there.
    const last = () => [...screen.getByRole('list').querySelectorAll('.sample-card__last')].map((p) => p.textContent);
    await waitFor(() => expect(last()).toHaveLength(4));
    expect(last()).toEqual(expected.map((text) => expect.stringContaining(text)));
  });

  it('leaves hidden sample cards out', async () => {
    mockFetch(live);
    renderWith(<SampleServiceCards examples={SAMPLE_EXAMPLES.map((s, i) => ({ ...s, hide: i > 1 }))} />, {
      user: null,
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('Last code received 1 minute ago')).toBeInTheDocument();
  });
});
