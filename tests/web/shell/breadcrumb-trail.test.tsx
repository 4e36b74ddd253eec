import { render, screen, within } from '@testing-library/react';
import { BreadcrumbTrail } from '@/components/common/breadcrumb-trail';

describe('BreadcrumbTrail', () => {
  it('lists each crumb as a link, "/" between them hidden from assistive technology, the current page last', () => {
    render(
      <BreadcrumbTrail
        label="Breadcrumbs"
        trail={[
          { href: '/', label: 'Home' },
          { href: '/service', label: 'All services' },
        ]}
        current="WhatsApp"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Home', 'All services', 'WhatsApp']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/service']);
    expect(within(nav).getByText('WhatsApp')).toHaveAttribute('aria-current', 'page');
    const separators = nav.querySelectorAll('li[aria-hidden="true"]');
    expect([...separators].map((li) => li.textContent)).toEqual(['/', '/']);
    // Plain elements under one styled nav: nothing of Material's to hydrate (issue 17).
    expect(nav.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
  });

  it('without a current page, ends with its last link and no separator after it', () => {
    render(<BreadcrumbTrail label="Breadcrumbs" trail={[{ href: '/blog', label: 'Blog' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Blog']);
    expect(nav.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
  });
});
