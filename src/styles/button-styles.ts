import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * Material's primary Button, as class rules a page's one styled element carries (issue 17), for
 * a bare `ButtonBase` (which keeps the ripple and the keyboard-focus ring): Button is two styled
 * components serialising their styles as each page hydrates. Copied from Material's Button for
 * the variants used, so a button looks and moves as before:
 *
 * - `.button`: the text button in the primary colour; `--contained` filled with it (raised,
 *   higher on hover, press and keyboard focus); `--small` the small text button, `--large` the
 *   large size of either.
 */
export function buttonStyles(theme: Theme): CSSObject {
  const { palette, typography, shape, shadows, transitions } = theme;
  return {
    '& .button': {
      ...typography.button,
      minWidth: 64,
      padding: '6px 8px',
      border: 0,
      borderRadius: shape.borderRadius,
      color: palette.primary.main,
      transition: transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: transitions.duration.short,
      }),
      '&:hover': { textDecoration: 'none' },
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
      },
      '&.Mui-disabled': { color: palette.action.disabled },
    },
    '& .button--small': { padding: '4px 5px', fontSize: typography.pxToRem(13) },
    '& .button--large': { padding: '8px 11px', fontSize: typography.pxToRem(15) },
    '& .button--contained': {
      padding: '6px 16px',
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      boxShadow: shadows[2],
      '&:hover': {
        boxShadow: shadows[4],
        '@media (hover: none)': { boxShadow: shadows[2] },
      },
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: palette.primary.dark },
      },
      '&:active': { boxShadow: shadows[8] },
      '&.Mui-focusVisible': { boxShadow: shadows[6] },
      '&.Mui-disabled': {
        color: palette.action.disabled,
        boxShadow: shadows[0],
        backgroundColor: palette.action.disabledBackground,
      },
    },
    '& .button--contained.button--large': { padding: '8px 22px' },
  };
}
