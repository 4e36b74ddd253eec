import { screen, within } from '@testing-library/react';
import { PricesTable } from '@/features/content/components/prices-table';
import { DocCountriesView } from '@/features/content/components/doc-countries-view';
import { DocServicesView } from '@/features/content/components/doc-services-view';
import { listRoutes } from '../numbers/fixtures';
import { country, mockFetch, renderCatalog, service } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// The price list and the API reference lists lead to the catalogue pages, but only while those
// pages are open to the visitor (spec §2 page-restriction guard): a closed page is a dead link.

beforeEach(() =>
  mockFetch({
    ...listRoutes([service(1, 'whatsapp', 'WhatsApp', 870, 3)], [country(5, 'us', 'United States', 620, 9)]),
    'GET /api/docs/services': { body: { status: true, data: [{ id: 1, slug: 'whatsapp', name: 'WhatsApp' }] } },
    'GET /api/docs/countries': {
      body: { status: true, data: [{ id: 5, iso: 'us', name: 'United States', phone_code: '1' }] },
    },
  }),
);

describe('links from /prices and /doc to the catalogue pages', () => {
  it('links each service of the price list to its page', async () => {
    renderCatalog(<PricesTable />);
    const row = await screen.findByRole('row', { name: /WhatsApp/ });
    expect(within(row).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', '/service/whatsapp');
  });

  it('links the API reference names, and the calling code keeps its plus', async () => {
    const services = renderCatalog(<DocServicesView />);
    expect(await screen.findByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', '/service/whatsapp');
    services.unmount();
    renderCatalog(<DocCountriesView />);
    const row = await screen.findByRole('row', { name: /United States/ });
    expect(within(row).getByRole('link', { name: 'United States' })).toHaveAttribute('href', '/country/us');
    expect(within(row).getByText('+1')).toBeInTheDocument();
  });

  it('leaves the names unlinked while the pages are closed', async () => {
    const prices = renderCatalog(<PricesTable />, { closedPages: ['service'] });
    expect(await screen.findByRole('row', { name: /WhatsApp/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    prices.unmount();
    renderCatalog(<DocCountriesView />, { closedPages: ['country'] });
    expect(await screen.findByRole('row', { name: /United States/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'United States' })).not.toBeInTheDocument();
  });
});
