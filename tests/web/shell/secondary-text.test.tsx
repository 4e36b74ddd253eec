import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { LoadState } from '@/components/common/load-state';
import { buildTheme, type ColorMode } from '@/lib/theme';

/**
 * Issue 17, stop 35: MUI 9's Typography reads `color` as one of its own values and dropped the
 * theme path `text.secondary` that 73 texts gave it, so every hint, caption and empty state meant
 * to be secondary rendered in the primary colour. They now say `textSecondary` (and ESLint's
 * `no-restricted-syntax` refuses a path there). One of them, rendered in both modes:
 */
describe.each<ColorMode>(['light', 'dark'])('a secondary text in %s mode', (mode) => {
  it("has the theme's secondary text colour, not the primary", () => {
    const theme = buildTheme(mode);
    render(
      <ThemeProvider theme={theme}>
        <LoadState error={null} loading={false} empty emptyText="Nothing yet" errorText="Failed">
          rows
        </LoadState>
      </ThemeProvider>,
    );
    const color = getComputedStyle(screen.getByText('Nothing yet')).color;
    expect(color).toBe(toRgb(theme.palette.text.secondary));
    expect(color).not.toBe(toRgb(theme.palette.text.primary));
  });
});

/** The browser's way of writing a CSS colour, as getComputedStyle reports it. */
function toRgb(css: string): string {
  const probe = document.createElement('i');
  probe.style.color = css;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}
