import { render, screen } from '@testing-library/react';
import { ThemeProvider, alpha } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import numbers from '../../../public/locales/en/numbers.json';
import { buildTheme } from '@/lib/theme';
import { CatalogRow, CatalogRows, type SidebarItem } from '@/components/common/catalog-row';
import { testI18n } from '../test-kit/i18n';

const item = (id: number, name: string, favorite: boolean): SidebarItem =>
  ({
    id,
    name,
    favorite,
    count: 12,
    price: 50,
    icon: '/icons/services/whatsapp.svg',
    slug: name.toLowerCase(),
  }) as SidebarItem;

function renderRows() {
  const theme = buildTheme('light');
  render(
    <I18nextProvider i18n={testI18n({ numbers }, 'numbers')}>
      <ThemeProvider theme={theme}>
        <CatalogRows role="grid" aria-label="Services">
          <CatalogRow
            item={item(1, 'WhatsApp', true)}
            selected
            price="$0.50"
            onSelect={() => {}}
            onFavorite={() => {}}
          />
          <CatalogRow
            item={item(2, 'Telegram', false)}
            selected={false}
            price="$0.45"
            listPrice="$0.50"
            onSelect={() => {}}
            onFavorite={() => {}}
          />
        </CatalogRows>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return theme;
}

describe('a catalogue row', () => {
  it('is plain elements styled by its list: no Material component to hydrate per row (issue 17)', () => {
    renderRows();
    const grid = screen.getByRole('grid', { name: 'Services' });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(grid.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
  });

  it('tints the chosen row and colours a favourite star, from the theme', () => {
    const theme = renderRows();
    const chosen = screen.getByRole('button', { name: /^WhatsApp/ });
    const other = screen.getByRole('button', { name: /^Telegram/ });
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(getComputedStyle(chosen).backgroundColor).toBe(
      alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity).replace(/,(?! )/g, ', '),
    );
    expect(getComputedStyle(other).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    const star = screen.getByRole('button', { name: 'Remove WhatsApp from favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(getComputedStyle(star).color).toBe('rgb(180, 83, 9)'); // the light theme's warning, #b45309
    expect(screen.getByRole('button', { name: 'Add Telegram to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is named by its text alone: the icon is decorative, the struck-out price is said as "was"', () => {
    renderRows();
    const row = screen.getByRole('button', { name: /^Telegram/ });
    expect(row).toHaveAccessibleName('Telegram 12 numbers · from $0.45 was $0.50');
    expect(row.querySelector('s')).toHaveAttribute('aria-hidden', 'true');
  });

  it("writes the count with the language's digit grouping (the plural still follows the number)", () => {
    render(
      <I18nextProvider i18n={testI18n({ numbers }, 'numbers')}>
        <CatalogRows role="grid" aria-label="Services">
          <CatalogRow
            item={{ ...item(1, 'WhatsApp', false), count: 12345 }}
            selected={false}
            price="$0.50"
            onSelect={() => {}}
            onFavorite={() => {}}
          />
        </CatalogRows>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: /^WhatsApp/ })).toHaveAccessibleName(
      'WhatsApp 12,345 numbers · from $0.50',
    );
  });
});
