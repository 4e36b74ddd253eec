import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { focusRing } from '@/lib/theme';

/**
 * Material's clickable medium Chip, as class rules a group's one styled element carries (issue
 * 17): a Chip is a chip, a button base and a label, three styled components serialising their
 * styles as a page hydrates. The look, the hover and keyboard-focus shades and the press shadow
 * are Material's own:
 *
 * - `.chip`: the filled default chip; `--primary` filled in the primary colour (the chosen one);
 *   `--outlined` the outlined default chip;
 * - `.chip__label`: its text.
 *
 * Keyboard focus is a link's `:focus-visible` or a button base's `Mui-focusVisible`.
 */
export function chipStyles(theme: Theme): CSSObject {
  const { palette, typography, transitions } = theme;
  const { selected, selectedOpacity, hoverOpacity, focusOpacity } = palette.action;
  return {
    '& .chip': {
      position: 'relative',
      maxWidth: '100%',
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: 32,
      margin: 0,
      padding: 0,
      border: 0,
      borderRadius: 16,
      verticalAlign: 'middle',
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      color: palette.text.primary,
      backgroundColor: selected,
      transition: transitions.create(['background-color', 'box-shadow']),
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      '&:hover': { backgroundColor: alpha(selected, selectedOpacity + hoverOpacity) },
      '&:focus-visible, &.Mui-focusVisible': {
        ...focusRing(palette.mode),
        backgroundColor: alpha(selected, selectedOpacity + focusOpacity),
      },
      '&:active': { boxShadow: theme.shadows[1] },
    },
    '& .chip--outlined': {
      backgroundColor: 'transparent',
      border: `1px solid ${palette.mode === 'light' ? palette.grey[400] : palette.grey[700]}`,
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible, &.Mui-focusVisible': { backgroundColor: palette.action.focus },
    },
    '& .chip--primary': {
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      '&:hover, &:focus-visible, &.Mui-focusVisible': { backgroundColor: palette.primary.dark },
    },
    '& .chip__label': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      paddingLeft: 12,
      paddingRight: 12,
    },
    '& .chip--outlined .chip__label': { paddingLeft: 11, paddingRight: 11 },
  };
}
