import { screen, within } from '@testing-library/react';
import { countryListKey, serviceListKey } from '@/lib/catalog-pages';
import { markdownHtml } from '@/bff/ssr/markdown-html';
import { SitemapView } from '@/features/catalog-pages/components/sitemap-view';
import { PartnerPage } from '@/features/catalog-pages/components/partner-page';
import { country, renderCatalog, service } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const fallback = {
  [serviceListKey()]: {
    status: true,
    count: 2,
    services: [service(1, 'whatsapp', 'WhatsApp', 870, 3), service(2, 'vk', 'VK', 100, 0)],
  },
  [countryListKey()]: { status: true, count: 1, countries: [country(5, 'us', 'United States', 620, 9)] },
};
const section = (name: string) => screen.getByRole('region', { name });
const hrefs = (name: string) =>
  within(section(name))
    .getAllByRole('link')
    .map((l) => l.getAttribute('href'));

describe('/sitemap', () => {
  it('links every public page, then every service and country page', () => {
    renderCatalog(<SitemapView />, { fallback });
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    expect(hrefs('Numbers and prices')).toEqual(['/', '/prices', '/service', '/country', '/loyalty']);
    expect(hrefs('Help and API')).toContain('/blog');
    expect(hrefs('Company')).toEqual(['/contacts', '/partners', '/collaborations/gtalk2voip']);
    expect(hrefs('Legal')).toEqual(['/terms-of-use', '/privacy-policy', '/refund-policy']);
    expect(hrefs('Numbers by service')).toEqual(['/service/whatsapp', '/service/vk']);
    expect(within(section('Numbers by country')).getByRole('link', { name: 'United States' })).toHaveAttribute(
      'href',
      '/country/us',
    );
  });

  it('leaves out what is closed to the visitor (the blog, the country pages)', () => {
    renderCatalog(<SitemapView />, { fallback, closedPages: ['blog', 'country'] });
    expect(hrefs('Help and API')).not.toContain('/blog');
    expect(hrefs('Numbers and prices')).not.toContain('/country');
    expect(screen.queryByRole('region', { name: 'Numbers by country' })).not.toBeInTheDocument();
    expect(section('Numbers by service')).toBeInTheDocument();
  });
});

describe('/collaborations/gtalk2voip', () => {
  it('renders the upstream page the server rendered from Markdown', () => {
    const page = {
      title: 'Gtalk2VoIP collaboration',
      html: markdownHtml('Intro.\n\n## What the collaboration offers\n\n- Numbers in 30 countries'),
      updated_at: '2026-11-01T00:00:00Z',
      date: 'November 1, 2026',
    };
    renderCatalog(<PartnerPage page={page} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gtalk2VoIP collaboration' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What the collaboration offers' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', { name: 'Partner programme' }),
    ).toHaveAttribute('href', '/partners');
  });

  it('shows its own translated text when the upstream has no such page', () => {
    renderCatalog(<PartnerPage page={null} fallbackHtml={markdownHtml('Codeport works with Gtalk2VoIP.')} />);
    expect(screen.getByText(/Codeport works with Gtalk2VoIP/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gtalk2VoIP collaboration' })).toBeInTheDocument();
  });
});
