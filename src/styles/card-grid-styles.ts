import type { CSSObject, Theme } from '@mui/material/styles';

/** Grid columns of a card list: one on phones, then from `sm` and from `md`. */
export interface CardGridColumns {
  xs: string;
  sm: string;
  md: string;
}

/**
 * A list (`ul`) laid out as a grid of cards, without its bullets and indent: the catalogue
 * index's cards and the home page's sample services (issue 17 drew both as plain elements).
 */
export function cardGridStyles(theme: Theme, columns: CardGridColumns): CSSObject {
  return {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap: theme.spacing(1.5),
    gridTemplateColumns: columns.xs,
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: columns.sm },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: columns.md },
  };
}
