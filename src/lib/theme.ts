import { createTheme, type Theme } from '@mui/material/styles';

export type ColorMode = 'light' | 'dark';
export const COLOR_MODE_COOKIE = 'theme';

export function parseColorMode(value: unknown): ColorMode {
  return value === 'dark' ? 'dark' : 'light';
}

const fontFamily = '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export function buildTheme(mode: ColorMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'dark' ? '#6ea8ff' : '#1f5fd6' },
      secondary: { main: mode === 'dark' ? '#5fd4a8' : '#0e8a63' },
      background: mode === 'dark' ? { default: '#0f1420', paper: '#161d2c' } : { default: '#f5f7fb', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      fontWeightRegular: 400,
      fontWeightMedium: 500,
      fontWeightBold: 700,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Spacing as CSS gap, not margins on the children: a row that wraps on a phone (a title
      // and its button, chips, filters) would otherwise indent its wrapped items.
      MuiStack: { defaultProps: { useFlexGap: true } },
    },
  });
}
