import { render, screen } from '@testing-library/react';
import { createTheme, styled, useTheme } from '@mui/material/styles';
import { buildTheme, themeOptions, type ColorMode } from '@/lib/theme';
import { ThemeProviderNoVars } from '@/lib/mui-no-vars';

/** A theme's values (palette, typography, spacing, overrides…) without its functions. */
const values = (theme: object) => JSON.parse(JSON.stringify(theme));

const Swatch = styled('output')(({ theme }) => ({ color: theme.palette.primary.main }));

function Probe() {
  const theme = useTheme();
  return <Swatch>{`${theme.palette.mode} ${theme.spacing(2)} ${theme.vars ? 'vars' : 'no vars'}`}</Swatch>;
}

describe('the site theme without CSS variables (src/lib/mui-no-vars.ts)', () => {
  it.each<ColorMode>(['light', 'dark'])(
    '%s: buildTheme is the theme Material’s createTheme makes of the same options',
    (mode) => {
      const material = createTheme(themeOptions(mode) as Parameters<typeof createTheme>[0]);
      // Material's ThemeProvider renders its no-variables provider exactly when these are absent.
      expect('colorSchemes' in material).toBe(false);
      expect(material.vars).toBeUndefined();
      expect(values(buildTheme(mode))).toEqual(values(material));
      expect(buildTheme(mode).palette.mode).toBe(mode);
    },
  );

  it('ThemeProviderNoVars gives Material’s hooks and styled components the theme', () => {
    const theme = buildTheme('dark');
    render(
      <ThemeProviderNoVars theme={theme}>
        <Probe />
      </ThemeProviderNoVars>,
    );
    const probe = screen.getByRole('status');
    expect(probe).toHaveTextContent('dark 16px no vars');
    expect(getComputedStyle(probe).color).toBe('rgb(110, 168, 255)');
  });
});
