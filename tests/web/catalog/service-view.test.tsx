import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countryListKey } from '@/lib/catalog-pages';
import { ServiceView } from '@/features/catalog-pages/components/service-view';
import { replace, router } from '../test-kit/router-mock';
import { country, mockFetch, renderCatalog } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const whatsapp = { id: 1, name: 'WhatsApp', slug: 'whatsapp', icon: '/icons/services/whatsapp.svg' };
const key = countryListKey({ serviceId: 1 });
const answer = (rows: ReturnType<typeof country>[]) => ({ status: true, count: rows.length, countries: rows });
const rows = [
  country(5, 'us', 'United States', 112, 36),
  country(6, 'gb', 'United Kingdom', 98, 1_204, '+44'),
  country(7, 'vn', 'Vietnam', 41, 0, '+84'),
  country(8, 'de', 'Germany', 121, 12, '+49'),
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
// The first link of a row is its name (the count under it is for phones only).
const names = () => bodyRows().map((r) => within(r).getAllByRole('link')[0]!.textContent);

describe('/service/{slug}', () => {
  it("paints the server's answer at once: heading, live figures and countries cheapest first, sold out last", () => {
    mockFetch({ 'GET /api/countries': { body: answer(rows) } });
    renderCatalog(<ServiceView service={whatsapp} />, { fallback: { [key]: answer(rows) } });
    expect(screen.getByRole('heading', { level: 1, name: 'WhatsApp: receive SMS codes online' })).toBeInTheDocument();
    // In stock first by price; Vietnam is cheapest but sold out.
    expect(names()).toEqual(['United Kingdom', 'United States', 'Germany', 'Vietnam']);
    const figures = screen.getByText('Lowest price').closest('dl')!;
    // The lowest price among what can be bought now, not the sold-out $0.41.
    expect(within(figures).getByText('$0.98')).toBeInTheDocument();
    expect(within(figures).getByText('1,252')).toBeInTheDocument();
    expect(within(figures).getByText('4')).toBeInTheDocument();
  });

  it("draws its texts and buttons with the page's own styles: no Typography, Stack, Box or Button to hydrate", () => {
    const { container } = renderCatalog(<ServiceView service={whatsapp} />, { fallback: { [key]: answer(rows) } });
    // Issue 17: one styled element; the call to action is a bare button base (ripple, focus ring).
    expect(
      container.querySelectorAll('.MuiTypography-root, .MuiStack-root, .MuiBox-root, .MuiButton-root'),
    ).toHaveLength(0);
    const cta = screen.getByRole('link', { name: 'Get a WhatsApp number' });
    expect(cta).toHaveClass('MuiButtonBase-root', 'button', 'button--contained', 'button--large');
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links each country to its page and its Buy button into the home buy flow with both chosen', () => {
    renderCatalog(<ServiceView service={whatsapp} />, { fallback: { [key]: answer(rows) } });
    const us = bodyRows().find((r) => r.textContent?.includes('United States'))!;
    expect(within(us).getByRole('link', { name: 'United States' })).toHaveAttribute('href', '/country/us');
    expect(within(us).getByRole('link', { name: 'Buy a WhatsApp number in United States' })).toHaveAttribute(
      'href',
      '/?service=whatsapp&country=us',
    );
    const vietnam = bodyRows().find((r) => r.textContent?.includes('Vietnam'))!;
    expect(within(vietnam).queryByRole('link', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(within(vietnam).getAllByText('Sold out').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Get a WhatsApp number' })).toHaveAttribute('href', '/?service=whatsapp');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/service');
    expect(within(crumbs).getByText('WhatsApp')).toHaveAttribute('aria-current', 'page');
  });

  it('does not link to country pages while they are closed to the visitor', () => {
    renderCatalog(<ServiceView service={whatsapp} />, { fallback: { [key]: answer(rows) }, closedPages: ['country'] });
    expect(screen.queryByRole('link', { name: 'United States' })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /United States/ })).toBeInTheDocument();
    // Issue 17: rows of plain cells styled by their table, no styled element each to hydrate.
    expect(screen.getByRole('table').querySelectorAll('[class*="Mui"]')).toHaveLength(0);
  });

  it('filters by name or calling code and re-sorts, with a message when nothing matches', async () => {
    renderCatalog(<ServiceView service={whatsapp} />, { fallback: { [key]: answer(rows) } });
    const search = screen.getByRole('searchbox', { name: 'Search countries or calling codes' });
    await userEvent.type(search, '+44');
    expect(names()).toEqual(['United Kingdom']);
    await userEvent.clear(search);
    await userEvent.type(search, 'atlantis');
    expect(screen.getByText('Nothing matches “atlantis”.')).toBeInTheDocument();
    await userEvent.clear(search);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name (A–Z)');
    expect(names()).toEqual(['Germany', 'United Kingdom', 'United States', 'Vietnam']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most numbers');
    expect(names()).toEqual(['United Kingdom', 'United States', 'Germany', 'Vietnam']);
  });

  it("finds a country by its English name in another language's list", async () => {
    const german = [country(8, 'de', 'Deutschland', 121, 12, '+49'), country(7, 'vn', 'Vietnam', 41, 3, '+84')];
    mockFetch({ 'GET /api/countries': { body: answer(german) } });
    renderCatalog(<ServiceView service={whatsapp} />, { fallback: { [key]: answer(german) } });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search countries or calling codes' }), 'Germany');
    expect(names()).toEqual(['Deutschland']);
  });

  it('says when the service is sold out everywhere and leads back to all services', () => {
    renderCatalog(<ServiceView service={{ ...whatsapp, icon: null }} />, { fallback: { [key]: answer([]) } });
    expect(screen.getByText(/WhatsApp numbers are sold out everywhere right now/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Lowest price')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All services' }).at(-1)).toHaveAttribute('href', '/service');
  });

  it('loads in the browser when the server had nothing, with a loading state first', async () => {
    mockFetch({ 'GET /api/countries': { body: answer(rows) } });
    renderCatalog(<ServiceView service={whatsapp} />);
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('rowheader', { name: /United Kingdom/ })).toBeInTheDocument();
  });

  it('offers to load the whole page again when the server could not read it (503)', async () => {
    router.asPath = '/service/whatsapp';
    renderCatalog(<ServiceView unavailable />);
    expect(screen.getByText('This page could not be loaded right now.').closest('[role]')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/service');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/service/whatsapp', undefined, { scroll: false }));
  });
});
