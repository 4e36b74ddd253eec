import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countryListKey, serviceListKey } from '@/lib/catalog-pages';
import { CountryView } from '@/features/catalog-pages/components/country-view';
import { CountryIndexView } from '@/features/catalog-pages/components/country-index-view';
import { ServiceIndexView } from '@/features/catalog-pages/components/service-index-view';
import { country, renderCatalog, service } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const uk = { id: 6, name: 'United Kingdom', iso: 'gb', phone_code: '44', flag: '/icons/flags/gb.svg' };
const services = [
  service(1, 'whatsapp', 'WhatsApp', 98, 36),
  service(2, 'telegram', 'Telegram', 142, 0),
  service(3, 'airbnb', 'Airbnb', 39, 780),
];
const servicesAnswer = { status: true, count: services.length, services };
const countries = [
  country(5, 'us', 'United States', 620, 1_152),
  country(6, 'gb', 'United Kingdom', 990, 36, '+44'),
  country(9, 'kz', 'Kazakhstan', null, 0, '+7'),
];
const countriesAnswer = { status: true, count: countries.length, countries };

describe('/country/{iso}', () => {
  const fallback = { [serviceListKey({ countryId: 6 })]: servicesAnswer };

  it("shows the country's services, cheapest first, each linking to its page and to the buy flow", () => {
    renderCatalog(<CountryView country={uk} />, { fallback });
    expect(
      screen.getByRole('heading', { level: 1, name: 'United Kingdom: virtual numbers for SMS codes' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Temporary numbers from United Kingdom \(\+44\)/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Services with numbers from United Kingdom' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual(['Airbnb', 'WhatsApp', 'Telegram']);
    expect(within(rows[0]!).getByRole('link', { name: 'Airbnb' })).toHaveAttribute('href', '/service/airbnb');
    expect(within(rows[1]!).getByRole('link', { name: 'Buy a WhatsApp number in United Kingdom' })).toHaveAttribute(
      'href',
      '/?service=whatsapp&country=gb',
    );
    expect(within(rows[1]!).getByText('$0.98')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a number from United Kingdom' })).toHaveAttribute(
      'href',
      '/?country=gb',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', { name: 'All countries' }),
    ).toHaveAttribute('href', '/country');
  });

  it('does not link to service pages while they are closed, unless the user is on the allowed ids', () => {
    const closed = renderCatalog(<CountryView country={uk} />, { fallback, closedPages: ['service'] });
    expect(screen.queryByRole('link', { name: 'Airbnb' })).not.toBeInTheDocument();
    closed.unmount();
    renderCatalog(<CountryView country={uk} />, {
      fallback,
      closedPages: ['service'],
      allowedIds: ['1'],
      user: { id: 1 } as never,
    });
    expect(screen.getByRole('link', { name: 'Airbnb' })).toBeInTheDocument();
  });

  it('says when nothing from the country is on sale', () => {
    renderCatalog(<CountryView country={uk} />, {
      fallback: { [serviceListKey({ countryId: 6 })]: { status: true, count: 0, services: [] } },
    });
    expect(screen.getByText(/No numbers from United Kingdom are on sale right now/)).toBeInTheDocument();
  });
});

describe('/service and /country', () => {
  it('lists every service as a card with its lowest price and free numbers, by name, searchable', async () => {
    renderCatalog(<ServiceIndexView />, { fallback: { [serviceListKey()]: servicesAnswer } });
    expect(screen.getByRole('heading', { level: 1, name: 'All services' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'All services' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual([
      '/service/airbnb',
      '/service/telegram',
      '/service/whatsapp',
    ]);
    expect(cards[0]).toHaveTextContent('from $0.39');
    expect(cards[0]).toHaveTextContent('780 numbers free');
    expect(cards[1]).toHaveTextContent('Sold out');
    // Issue 17: cards of plain elements styled by their grid, no styled element each to hydrate.
    expect(list.querySelectorAll('[class*="Mui"]')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Cheapest first');
    expect(
      within(list)
        .getAllByRole('link')
        .map((c) => c.getAttribute('href')),
    ).toEqual(['/service/airbnb', '/service/whatsapp', '/service/telegram']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search services' }), 'whats');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('finds a country by its calling code, and says so when nothing is on sale at all', async () => {
    const shown = renderCatalog(<CountryIndexView />, { fallback: { [countryListKey()]: countriesAnswer } });
    const list = screen.getByRole('list', { name: 'All countries' });
    // Nothing offered at all: a dash, not "from —" or $0.00.
    const kazakhstan = within(list).getByRole('link', { name: /Kazakhstan/ });
    expect(kazakhstan).toHaveTextContent('—');
    expect(kazakhstan).not.toHaveTextContent('from');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search countries or calling codes' }), '44');
    expect(
      within(list)
        .getAllByRole('link')
        .map((c) => c.getAttribute('href')),
    ).toEqual(['/country/gb']);
    shown.unmount();

    renderCatalog(<CountryIndexView />, {
      fallback: { [countryListKey()]: { status: true, count: 0, countries: [] } },
    });
    expect(screen.getByText(/No countries have numbers on sale right now/)).toBeInTheDocument();
  });

  it('finds a country by its English name when the list is in another language', async () => {
    const german = [
      country(3, 'de', 'Deutschland', 121, 12, '+49'),
      country(6, 'gb', 'Vereinigtes Königreich', 990, 36, '+44'),
    ];
    renderCatalog(<CountryIndexView />, {
      fallback: { [countryListKey()]: { status: true, count: german.length, countries: german } },
    });
    const list = screen.getByRole('list', { name: 'All countries' });
    const search = screen.getByRole('searchbox', { name: 'Search countries or calling codes' });
    const hrefs = () =>
      within(list)
        .getAllByRole('link')
        .map((c) => c.getAttribute('href'));
    await userEvent.type(search, 'germany');
    expect(hrefs()).toEqual(['/country/de']);
    await userEvent.clear(search);
    await userEvent.type(search, 'united kingdom');
    expect(hrefs()).toEqual(['/country/gb']);
    await userEvent.clear(search);
    await userEvent.type(search, 'königreich');
    expect(hrefs()).toEqual(['/country/gb']);
  });
});
