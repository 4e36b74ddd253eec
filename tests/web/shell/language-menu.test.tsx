import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageMenu } from '@/features/shell/components/language-menu';
import { renderShell } from './harness';
import { push, resetRouter, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => {
  resetRouter();
  document.cookie = 'language=; max-age=0; path=/';
});

describe('language menu (spec §2)', () => {
  it('lists every locale of the instance by its own name, the current one selected', async () => {
    router.locales = ['en', 'es', 'pt', 'fr', 'de', 'ru'];
    renderShell(<LanguageMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'EN · Language: English' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'English',
      'Español',
      'Português',
      'Français',
      'Deutsch',
      'Русский',
    ]);
    expect(items[0]).toHaveClass('Mui-selected');
    expect(items[4]).toHaveAttribute('lang', 'de');
  });

  it('switching writes the language cookie for a year and moves to that locale, path and query kept', async () => {
    Object.assign(router, {
      pathname: '/faq/[category]',
      asPath: '/faq/payments?x=1',
      query: { category: 'payments', x: '1' },
    });
    renderShell(<LanguageMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'EN · Language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    expect(document.cookie).toContain('language=de');
    expect(push).toHaveBeenCalledWith(
      { pathname: '/faq/[category]', query: { category: 'payments', x: '1' } },
      '/faq/payments?x=1',
      { locale: 'de' },
    );
  });

  it('choosing the current language only stores the cookie', async () => {
    renderShell(<LanguageMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'EN · Language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(document.cookie).toContain('language=en');
    expect(push).not.toHaveBeenCalled();
  });

  it('is hidden when only one locale exists', () => {
    router.locales = ['en'];
    const { container } = renderShell(<LanguageMenu />);
    expect(within(container).queryByRole('button')).not.toBeInTheDocument();
  });
});
