import { screen, within } from '@testing-library/react';
import { TopNav } from '@/features/shell/components/top-nav';
import { blogVisible, navItems } from '@/features/shell/components/nav-items';
import { makeConfig, makeUser, renderShell } from './harness';
import { resetRouter, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(resetRouter);

const links = () => within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('link');

describe('top navigation (spec §2)', () => {
  it('a guest sees Home page, Loyalty program, Prices, Blog, FAQ', () => {
    renderShell(<TopNav />);
    expect(links().map((l) => l.textContent)).toEqual(['Home page', 'Loyalty program', 'Prices', 'Blog', 'FAQ']);
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/', '/loyalty', '/prices', '/blog', '/faq']);
  });

  it('a signed-in user sees Activations and Rent with their count badges instead of Loyalty', () => {
    renderShell(<TopNav />, { user: makeUser({ activations: { count: 3, rent_count: 12 } }) });
    expect(links().map((l) => l.getAttribute('href'))).toEqual([
      '/',
      '/activations',
      '/rent',
      '/prices',
      '/blog',
      '/faq',
    ]);
    expect(within(screen.getByRole('link', { name: /Activations/ })).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Rent/ })).getByText('12')).toBeInTheDocument();
  });

  it('a count over 99 reads "99+", in a badge drawn by the header, not Material’s Badge (issue 17)', () => {
    renderShell(<TopNav />, { user: makeUser({ activations: { count: 150, rent_count: 7 } }) });
    const count = within(screen.getByRole('link', { name: /Activations/ })).getByText('99+');
    expect(count).toHaveClass('nav-label__count');
    // Material's standard badge: 20 px high, 12 px text, top right of the label, 10 px further out.
    const style = getComputedStyle(count);
    expect([style.position, style.height, style.minWidth, style.inset]).toEqual([
      'absolute',
      '20px',
      '20px',
      '2px -10px auto auto',
    ]);
    expect(style.transform).toBe('scale(1) translate(50%, -50%)');
    expect(getComputedStyle(count.parentElement!).position).toBe('relative');
    expect(document.querySelector('.MuiBadge-root')).toBeNull();
  });

  it('a zero count shows no badge', () => {
    renderShell(<TopNav />, { user: makeUser({ activations: { count: 0, rent_count: 5 } }) });
    expect(screen.getByRole('link', { name: /Activations/ }).textContent).toBe('Activations');
  });

  it('marks the current section', () => {
    router.pathname = '/activations/[id]';
    renderShell(<TopNav />, { user: makeUser() });
    expect(screen.getByRole('link', { name: /Activations/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home page' })).not.toHaveAttribute('aria-current');
  });

  it('hides Blog when blog is a closed page', () => {
    renderShell(<TopNav />, { config: makeConfig({ closedPages: ['blog'], allowedIds: ['99'] }) });
    expect(links().map((l) => l.textContent)).not.toContain('Blog');
  });

  it('shows Blog on a closed page to a user on the allowed list', () => {
    renderShell(<TopNav />, {
      user: makeUser({ id: 99 }),
      config: makeConfig({ closedPages: ['blog'], allowedIds: ['99'] }),
    });
    expect(links().map((l) => l.textContent)).toContain('Blog');
  });
});

describe('blog rule', () => {
  const closed = { closedPages: ['blog'], allowedIds: ['5'] };
  it.each([
    [{ closedPages: [], allowedIds: [] }, undefined, true],
    [closed, undefined, false],
    [closed, 6, false],
    [closed, 5, true],
  ])('config %j, user %s → %s', (config, id, visible) => {
    expect(blogVisible(config, id)).toBe(visible);
    const hasBlog = navItems(id ? { id, activations: { count: 0, rent_count: 0 } } : null, config).some(
      (i) => i.href === '/blog',
    );
    expect(hasBlog).toBe(visible);
  });
});
