import { render } from '@testing-library/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme, type ColorMode } from '@/lib/theme';
import { ItemAvatar } from '@/components/common/item-avatar';

/** Issue 16: black brand badges (X, Uber) nearly vanished on dark cards. */
function avatarStyle(mode: ColorMode) {
  const { container } = render(
    <ThemeProvider theme={buildTheme(mode)}>
      {/* The icons' look comes with the page's global styles, as in the app. */}
      <CssBaseline />
      <ItemAvatar icon="/icons/services/twitter.svg" name="X" />
    </ThemeProvider>,
  );
  return getComputedStyle(container.querySelector('.item-avatar')!);
}

describe('a catalogue icon', () => {
  it('has a light ring around it in dark mode, so a black badge keeps its edge', () => {
    expect(avatarStyle('dark').boxShadow).toBe('0 0 0 1px rgba(255, 255, 255, 0.4)');
  });

  it('has no ring in light mode, where dark badges already stand out', () => {
    expect(avatarStyle('light').boxShadow).toBe('');
  });
});
