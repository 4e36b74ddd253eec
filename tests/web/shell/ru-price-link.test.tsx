import { screen } from '@testing-library/react';
import { TopNav } from '@/features/shell/components/top-nav';
import { MobileDrawer } from '@/features/shell/components/mobile-drawer';
import { renderShell } from './harness';
import { resetRouter, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => resetRouter());

/** Spec §2: the Russian price list's address is /price; the page (and its highlight) is /prices. */
describe('the price link per language', () => {
  it('points to /price in Russian and keeps it marked as the current page there', () => {
    Object.assign(router, { locale: 'ru', locales: ['en', 'ru'], pathname: '/prices', asPath: '/price' });
    renderShell(<TopNav />);
    const link = screen.getByRole('link', { name: 'Prices' });
    expect(link).toHaveAttribute('href', '/price');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('points to /prices in the other languages, in the drawer too', () => {
    router.locale = 'de';
    renderShell(<MobileDrawer open onClose={() => {}} />);
    expect(screen.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/prices');
  });
});
