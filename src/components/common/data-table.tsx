import { alpha, darken, lighten, styled } from '@mui/material/styles';

/**
 * A plain `<table>` drawn as Material's small table, for long public lists (offers, prices).
 *
 * Issue 17: as Material components every cell was a styled element (and every link and button
 * a few more) serialising its styles at hydration, and the catalogue pages hydrate dozens of
 * rows on a phone's slow CPU. Here the rules are written once for the table, and its rows are
 * plain elements with these classes:
 * - `data-table--hover` on the table: rows tint under the pointer;
 * - `data-table__end`: a cell aligned to the end (numbers, actions);
 * - `data-table__from-sm` / `data-table__below-sm`: shown only from / below the `sm` width;
 * - `data-table__link`: a link in a cell (Material's link, underlined on hover);
 * - `data-table__button`: a link drawn as a small outlined button.
 */
export const DataTable = styled('table')(({ theme }) => {
  const { palette, typography, breakpoints } = theme;
  const border =
    palette.mode === 'light' ? lighten(alpha(palette.divider, 1), 0.88) : darken(alpha(palette.divider, 1), 0.68);
  return {
    display: 'table',
    width: '100%',
    borderCollapse: 'collapse',
    borderSpacing: 0,
    '& th, & td': {
      ...typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      textAlign: 'left',
      padding: '6px 16px',
      borderBottom: `1px solid ${border}`,
      color: palette.text.primary,
    },
    '& thead th': { lineHeight: typography.pxToRem(24), fontWeight: typography.fontWeightMedium },
    '& tr': { color: 'inherit', verticalAlign: 'middle' },
    '&.data-table--hover tbody tr:hover': { backgroundColor: palette.action.hover },
    '& .data-table__end': { textAlign: 'right' },
    [breakpoints.down('sm')]: { '& .data-table__from-sm': { display: 'none' } },
    [breakpoints.up('sm')]: { '& .data-table__below-sm': { display: 'none' } },
    '& .data-table__link': {
      color: palette.primary.main,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    '& .data-table__button': {
      ...typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: 64,
      padding: '3px 9px',
      fontSize: typography.pxToRem(13),
      borderRadius: theme.shape.borderRadius,
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      color: palette.primary.main,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create(['background-color', 'border-color'], {
        duration: theme.transitions.duration.short,
      }),
      '&:hover': {
        borderColor: palette.primary.main,
        backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity),
      },
      // Material's ripple is not here: a press tints the button instead.
      '&:active': { backgroundColor: alpha(palette.primary.main, palette.action.focusOpacity) },
    },
  };
});
