import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { buildTheme } from '@/lib/theme';
import { OutlinedSelect } from '@/components/common/outlined-select';
import { SearchField } from '@/components/common/search-field';
import { NumberRow } from '@/features/numbers/components/number-row';
import { NumberRows } from '@/features/numbers/components/number-rows';
import { renderWith } from '../numbers/harness';
import { activation } from '../numbers/fixtures';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

/**
 * Issue 16: a chosen option in a select wraps instead of ending in an ellipsis, in light and
 * dark alike ("Alle Länder (niedrigster Pr…" on /de/prices, "Qualquer situaç…" in pt).
 */
describe('select values', () => {
  it.each(['light', 'dark'] as const)('wrap rather than clip (%s)', (mode) => {
    render(
      <ThemeProvider theme={buildTheme(mode)}>
        <TextField
          select
          size="small"
          label="Land"
          value=""
          slotProps={{ select: { displayEmpty: true } }}
          sx={{ width: 120 }}
        >
          <MenuItem value="">Alle Länder (niedrigster Preis)</MenuItem>
        </TextField>
      </ThemeProvider>,
    );
    const shown = screen.getByRole('combobox');
    expect(shown).toHaveTextContent('Alle Länder (niedrigster Preis)');
    const style = getComputedStyle(shown);
    expect(style.whiteSpace).toBe('normal');
    expect(style.textOverflow).not.toBe('ellipsis');
  });

  it.each(['light', 'dark'] as const)('wrap rather than clip in the plain select too (%s)', (mode) => {
    const { container } = render(
      <ThemeProvider theme={buildTheme(mode)}>
        <OutlinedSelect
          label="Land"
          value=""
          options={[{ value: '', label: 'Alle Länder (niedrigster Preis)' }]}
          onChange={() => {}}
          smWidth={120}
        />
      </ThemeProvider>,
    );
    const shown = container.querySelector('.outlined-select__value')!;
    expect(shown).toHaveTextContent('Alle Länder (niedrigster Preis)');
    const style = getComputedStyle(shown);
    expect(style.whiteSpace).toBe('normal');
    expect(style.textOverflow).not.toBe('ellipsis');
  });
});

describe('a bought number’s details', () => {
  it('wrap on a narrow screen instead of cutting the price ("$11.…")', () => {
    renderWith(<NumberRow entry={activation({ price: 1150 })} />);
    const details = screen.getByTestId('row-details');
    expect(details).toHaveTextContent(/\$11\.50$/);
    expect(getComputedStyle(details).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(details).textOverflow).not.toBe('ellipsis');
  });
});

describe('titles', () => {
  // "Empfehlungsprogramm" widened /de/referral to 400 px on a 390 px phone (page walk).
  it.each(['h1', 'h4', 'h6'] as const)('%s hyphenates, and breaks a word wider than its line', (variant) => {
    render(
      <ThemeProvider theme={buildTheme('light')}>
        <Typography variant={variant} component="h1">
          Empfehlungsprogramm
        </Typography>
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByRole('heading', { name: 'Empfehlungsprogramm' }));
    expect(style.overflowWrap).toBe('anywhere');
    expect(style.hyphens).toBe('auto');
  });
});

describe('a number’s status', () => {
  it('wraps below the number instead of ending in an ellipsis ("Akt…" at 768 px in German)', () => {
    renderWith(
      <NumberRows>
        <NumberRow entry={activation()} />
      </NumberRows>,
    );
    const line = screen.getByText(activation().phone).parentElement!;
    expect(getComputedStyle(line).flexWrap).toBe('wrap');
  });
});

describe('a field label that stays raised (WCAG 1.4.12)', () => {
  // Under the reader's text spacing at 320 px, /de/referral's search label ended in an ellipsis.
  const long = 'Nach Methode, Status oder Wallet suchen';

  it.each(['light', 'dark'] as const)('wraps above its box rather than ending in an ellipsis (%s)', (mode) => {
    render(
      <ThemeProvider theme={buildTheme(mode)}>
        <SearchField label={long} value="" onChange={() => {}} />
        <OutlinedSelect label="Sortierung" value="" options={[{ value: '', label: 'Beliebt' }]} onChange={() => {}} />
      </ThemeProvider>,
    );
    for (const label of [
      screen.getByText(long, { selector: 'label' }),
      screen.getByText('Sortierung', { selector: 'label' }),
    ]) {
      const style = getComputedStyle(label);
      expect(style.whiteSpace).toBe('normal');
      expect(style.overflowWrap).toBe('anywhere');
      expect(style.textOverflow === 'ellipsis' && style.overflow === 'hidden').toBe(false);
      // In the flow above the box, so that a second line pushes the box down, not over the control.
      expect(style.position).toBe('relative');
    }
  });

  it('but a floating label, which must fit the box it rests in, keeps one line', () => {
    render(
      <ThemeProvider theme={buildTheme('light')}>
        <SearchField label={long} value="" onChange={() => {}} plain />
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByText(long, { selector: 'label' }));
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.position).toBe('absolute');
  });
});
