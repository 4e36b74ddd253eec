import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * Material's outlined Paper as a plain element's style (issue 17): the surface of a card drawn by
 * its own styled element instead of a Paper hydrating as a styled component of its own.
 */
export function outlinedPaperStyles(theme: Theme): CSSObject {
  const { palette, shape, transitions } = theme;
  return {
    border: `1px solid ${palette.divider}`,
    borderRadius: shape.borderRadius,
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    transition: transitions.create('box-shadow'),
  };
}
