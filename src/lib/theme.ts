import type { Theme } from '@mui/material/styles';
import { createThemeNoVars, type ThemeOptionsNoVars } from '@/lib/mui-no-vars';
import { itemAvatarStyles } from '@/styles/item-avatar-styles';

export type ColorMode = 'light' | 'dark';
/** The mode the visitor chose with the header's button: it wins over the system's. */
export const COLOR_MODE_COOKIE = 'theme';
/**
 * The system's mode (`prefers-color-scheme`) as the browser last saw it, written by the page
 * while the visitor has not chosen: the server cannot see that preference, so a dark system's
 * pages would otherwise paint light first and turn dark after hydration on every load.
 */
export const SYSTEM_COLOR_MODE_COOKIE = 'theme-system';
/** Both cookies last a year. */
export const COLOR_MODE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function parseColorMode(value: unknown): ColorMode {
  return value === 'dark' ? 'dark' : 'light';
}

/**
 * The paper colour, which the header is drawn in: also the page's `theme-color`, so a phone
 * browser's toolbar and status bar take the header's colour instead of staying white on a dark page.
 */
export const PAPER: Record<ColorMode, string> = { light: '#ffffff', dark: '#161d2c' };

/**
 * The mode to paint: the visitor's choice, else the system's mode (the request's client hint,
 * which is current, src/lib/color-mode-hint.ts; else the cookie, as the page last saw it), else light.
 */
export function colorModeOf(cookies: Partial<Record<string, string>>, hint?: string | string[]): ColorMode {
  const system = hint === 'dark' || hint === 'light' ? hint : cookies[SYSTEM_COLOR_MODE_COOKIE];
  return parseColorMode(cookies[COLOR_MODE_COOKIE] ?? system);
}

// "Inter Fallback" (src/styles/inter-fallback.css): a local font sized like Inter until it loads.
const fontFamily =
  '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/** The one visible focus ring (WCAG 2.4.7), also drawn by hand where a control hides its own element. */
export const focusRing = (mode: ColorMode) => ({
  outline: `2px solid ${mode === 'dark' ? '#9cc2ff' : '#1f5fd6'}`,
  outlineOffset: 2,
});

/**
 * The keyframes MUI's fields watch to notice the browser's autofill (the label then moves up),
 * written once with the page's global styles instead of by every field.
 */
const autofillKeyframes = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
};

/**
 * The options of the site's theme. No `colorSchemes` and no `cssVariables`: Material's
 * `createTheme` then returns `createThemeNoVars(options)` and its `ThemeProvider` renders
 * `ThemeProviderNoVars`, the two buildTheme and _app use directly (mui-no-vars.ts says why).
 */
export function themeOptions(mode: ColorMode): ThemeOptionsNoVars {
  return {
    palette: {
      mode,
      primary: { main: mode === 'dark' ? '#6ea8ff' : '#1f5fd6' },
      secondary: { main: mode === 'dark' ? '#5fd4a8' : '#0e8a63' },
      background: { default: mode === 'dark' ? '#0f1420' : '#f5f7fb', paper: PAPER[mode] },
      // MUI's light defaults miss WCAG AA (4.5:1) as text on our backgrounds: warning #ed6c02 is
      // 3.1:1 (Rent's Cancel), info #0288d1 3.9:1, action.active 4.49:1 on #f5f7fb (toggles).
      ...(mode === 'light' && {
        warning: { main: '#b45309' },
        info: { main: '#0b6aa8' },
        action: { active: 'rgba(0, 0, 0, 0.62)' },
      }),
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      fontWeightRegular: 400,
      fontWeightMedium: 500,
      fontWeightBold: 700,
      button: { textTransform: 'none', fontWeight: 600 },
      // Page and card titles in German are often one long word ("Empfehlungsprogramm",
      // "Datenschutzerklärung"): wider than a 360 px phone, they widened the whole page (page
      // walk). They hyphenate in the page's language, and a word breaks only when it alone is
      // wider than the line.
      ...Object.fromEntries(
        (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((h) => [h, { overflowWrap: 'anywhere', hyphens: 'auto' }]),
      ),
    },
    components: {
      // One visible focus ring for everything reached by keyboard (WCAG 2.4.7). MUI's buttons,
      // list rows and chips only tint on focus, and links show nothing once the reset runs.
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          ':focus-visible': focusRing(mode),
          ...autofillKeyframes,
          ...itemAvatarStyles(theme),
        }),
      },
      // Each field would otherwise mount its own global style for those keyframes, inserted in
      // the browser for every field that only renders there (issue 17).
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing(mode) } } },
      // Rows fill scroll areas that clip anything outside them: their ring goes inside.
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      // Spacing as CSS gap, not margins on the children: a row that wraps on a phone (a title
      // and its button, chips, filters) would otherwise indent its wrapped items.
      MuiStack: { defaultProps: { useFlexGap: true } },
      // A chosen option wraps rather than ending in an ellipsis: "Alle Länder (niedrigster
      // Preis)" or "Qualquer situação" must be read whole in every language (issue 16). Lines
      // break between words; a word is split only when it alone is wider than the field.
      MuiSelect: {
        styleOverrides: { select: { whiteSpace: 'normal', textOverflow: 'clip', overflowWrap: 'break-word' } },
      },
    },
  };
}

export function buildTheme(mode: ColorMode): Theme {
  return createThemeNoVars(themeOptions(mode));
}
