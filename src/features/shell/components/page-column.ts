import { styled } from '@mui/material/styles';

type ColumnProps = { maxWidth: 'md' | 'lg'; withNav?: boolean };

/**
 * The page's centred column: Material's Container (full width, then the breakpoint's width from
 * that breakpoint up) with the site's gutters, 12 px on a phone and 24 px from `sm`, the footer's
 * too, and its vertical padding. A styled element rather than Container, which with its
 * theme-props machinery was 0.8 kB gzip of every page's first load (issue 17). `withNav`: the
 * documentation layout, its navigation above the page on a phone and beside it from `md`.
 */
export const PageColumn = styled('div', {
  // `as` stays Emotion's (the element to render), not an attribute.
  shouldForwardProp: (prop) => prop !== 'as' && prop !== 'maxWidth' && prop !== 'withNav',
})<ColumnProps>(({ theme, maxWidth, withNav }) => ({
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  boxSizing: 'border-box',
  flex: 1,
  padding: theme.spacing(2, 1.5),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3) },
  [theme.breakpoints.up(maxWidth)]: { maxWidth: theme.breakpoints.values[maxWidth] },
  ...(withNav && {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(3),
    [theme.breakpoints.up('md')]: { flexDirection: 'row' },
  }),
}));
