/**
 * What /doc/api adds to Scalar's own styles (its `customCss`), so its reference meets what every
 * other page meets in the page walk (issue 16): WCAG AA contrast in both themes, a name for each
 * button, and no text cut off at 390 px.
 *
 * Scalar's theme puts its greys and method colours (GET blue, POST green…) at 3.2 to 4.4:1 on its
 * own backgrounds, and draws them at 10 to 14 px. Its theme rules sit in a cascade layer, so these
 * unlayered ones win without !important. The palettes are data so a test can measure them against
 * the backgrounds they are drawn on.
 */

/** Scalar's backgrounds (its default theme's --scalar-background-1…3 and the sidebar search's mix). */
export const scalarBackgrounds = {
  light: ['#ffffff', '#f6f6f6', '#fbfbfb', '#e7e7e7'],
  dark: ['#0f0f0f', '#1a1a1a', '#151515', '#272727'],
} as const;

/** The text colours Scalar draws on those backgrounds, each at 4.5:1 or more on all of them. */
export const scalarPalettes = {
  light: {
    '--scalar-color-2': '#4d4d4d',
    '--scalar-color-3': '#5e5e5e',
    '--scalar-color-accent': '#00629e',
    '--scalar-color-green': '#006b46',
    '--scalar-color-red': '#b80008',
    '--scalar-color-yellow': '#6e5300',
    '--scalar-color-blue': '#005f9b',
    '--scalar-color-orange': '#a33900',
    '--scalar-color-purple': '#5203d1',
    '--scalar-color-query': '#005f63',
  },
  dark: {
    '--scalar-color-2': '#b0b0b0',
    '--scalar-color-3': '#9a9a9a',
    '--scalar-color-accent': '#4fc3ff',
    '--scalar-color-green': '#2fcf6f',
    '--scalar-color-red': '#ff6b68',
    '--scalar-color-yellow': '#ffc90d',
    '--scalar-color-blue': '#4eb3ec',
    '--scalar-color-orange': '#ff8d4d',
    '--scalar-color-purple': '#b191f9',
    '--scalar-color-query': '#65d4cf',
  },
} as const;

const block = (selector: string, palette: Record<string, string>) =>
  `${selector} {\n${Object.entries(palette)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')}\n}`;

export const scalarCustomCss = [
  // Scalar sets the theme's class (light-mode / dark-mode) from forceDarkModeState.
  block('.light-mode', scalarPalettes.light),
  block('.dark-mode', scalarPalettes.dark),
  // The endpoint list scrolled sideways at 390 px with nothing in it to focus (a keyboard user
  // could not scroll it): its paths wrap instead.
  '.scalar-app ul.endpoints { overflow: visible; }',
  '.scalar-app .endpoints .endpoint { white-space: normal; }',
  '.scalar-app .endpoints .endpoint-path { overflow-wrap: anywhere; min-width: 0; }',
  // Error descriptions ("UNAUTHENTICATED: no API key, …") and example titles were cut to one
  // line at 390 px, with no way to read the rest: they wrap.
  '.scalar-app .markdown-summary.truncate, .scalar-app .scalar-card-header-title.truncate { white-space: normal; overflow-wrap: anywhere; }',
  // A code block's copy button names itself with a screen-reader-only "Copy" that Scalar hides
  // (display: none) until the block is hovered or focused, so it had no name. Inside its
  // screen-reader-only box it is still invisible on screen, and now it is read.
  '.scalar-app .scalar-code-copy .sr-only .hidden { display: inline; }',
].join('\n');
