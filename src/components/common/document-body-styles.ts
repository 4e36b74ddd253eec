import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * How a document body the server rendered from Markdown looks (a blog article, an FAQ answer, a
 * legal page). Plain styles of the theme rather than an `sx` object: the FAQ list puts them under
 * each answer's class and would otherwise resolve `sx` again on every render of the list (every
 * keystroke of its search), and `HtmlBody` needs no Box to carry them (issue 17).
 */
export function documentBodyStyles(theme: Theme): CSSObject {
  return {
    lineHeight: 1.7,
    overflowWrap: 'anywhere',
    '& h2, & h3': { marginTop: theme.spacing(3), marginBottom: theme.spacing(1), lineHeight: 1.3 },
    '& img': { maxWidth: '100%' },
    '& a': { color: theme.palette.primary.main },
  };
}
