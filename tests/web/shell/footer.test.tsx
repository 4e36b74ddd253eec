import { screen, within } from '@testing-library/react';
import { AppFooter } from '@/features/shell/components/app-footer';
import { makeConfig, makeUser, mockFetch, renderShell } from './harness';

beforeEach(() => mockFetch({}));

function footerLinks(): Record<string, string | null> {
  const nav = screen.getByRole('navigation', { name: 'Site information' });
  return Object.fromEntries(
    within(nav)
      .getAllByRole('link')
      .map((l) => [l.textContent ?? '', l.getAttribute('href')]),
  );
}

describe('the footer', () => {
  it('links the catalog pages and the site map while they are open', () => {
    renderShell(<AppFooter />);
    expect(footerLinks()).toMatchObject({
      Services: '/service',
      Countries: '/country',
      'Site map': '/sitemap',
      FAQ: '/faq',
      'Refund policy': '/refund-policy',
    });
  });

  it('leaves out closed guarded pages, and only those (spec §2)', () => {
    renderShell(<AppFooter />, { config: makeConfig({ closedPages: ['sitemap', 'country'], allowedIds: ['99'] }) });
    const links = footerLinks();
    expect(links).not.toHaveProperty('Site map');
    expect(links).not.toHaveProperty('Countries');
    expect(links).toMatchObject({ Services: '/service', FAQ: '/faq' });
  });

  it('links closed pages for a user on the allowed list', () => {
    renderShell(<AppFooter />, {
      user: makeUser({ id: 99 }),
      config: makeConfig({ closedPages: ['sitemap', 'country'], allowedIds: ['99'] }),
    });
    expect(footerLinks()).toMatchObject({ Countries: '/country', 'Site map': '/sitemap' });
  });
});
