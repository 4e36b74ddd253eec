/**
 * Material's theme and theme provider without CSS variables, the two it picks at run time for
 * a theme like ours (no `colorSchemes`, no `cssVariables`: see theme.ts).
 *
 * Why not `createTheme` and `ThemeProvider` from '@mui/material/styles': each imports both of
 * its variants, so the CSS-variables provider (CssVarsProvider, its colour-scheme hook, storage
 * manager and script) was in every page's first load without ever running: 3.8 kB gzip of the
 * shared bundle (issue 17, stop 40). createThemeWithVars stays there all the same: Material's
 * `styled` makes its default theme with `createTheme`. The package's `exports` list neither
 * file, so they are imported by path; jest.config.mjs maps each to its CommonJS twin.
 * tests/web/shell/theme.test.tsx holds that these give the theme Material's own functions give.
 */
export { default as createThemeNoVars } from '../../node_modules/@mui/material/styles/createThemeNoVars.mjs';
export { default as ThemeProviderNoVars } from '../../node_modules/@mui/material/styles/ThemeProviderNoVars.mjs';
export type { ThemeOptions as ThemeOptionsNoVars } from '../../node_modules/@mui/material/styles/createThemeNoVars.mjs';
