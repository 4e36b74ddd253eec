import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { svgIconStyles } from './icon-styles';

/**
 * Material's primary Button, as class rules a page's one styled element carries (issue 17), for
 * a bare `ButtonBase` (which keeps the ripple and the keyboard-focus ring): Button is two styled
 * components serialising their styles as each page hydrates. Copied from Material's Button for
 * the variants used, so a button looks and moves as before:
 *
 * - `.button`: the text button in the primary colour; `--contained` filled with it (raised,
 *   higher on hover, press and keyboard focus), `--outlined` outlined in it; `--small` and
 *   `--large` their other sizes; `--warning` a text button in the warning colour, `--inherit` one
 *   in its surroundings' colour (an alert's);
 * - `.button__start-icon`: an icon before the text (a plain `svg` inside it).
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
    '& .button--warning': {
      color: palette.warning.main,
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: alpha(palette.warning.main, palette.action.hoverOpacity) },
      },
    },
    '& .button--inherit': {
      color: 'inherit',
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: alpha(palette.text.primary, palette.action.hoverOpacity) },
      },
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
    '& .button--contained.button--small': { padding: '4px 10px' },
    '& .button--outlined': {
      padding: '5px 15px',
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      '@media (hover: hover)': {
        '&:hover': { borderColor: palette.primary.main },
      },
      '&.Mui-disabled': { border: `1px solid ${palette.action.disabledBackground}` },
    },
    '& .button--outlined.button--inherit': {
      borderColor: 'currentColor',
      '@media (hover: hover)': { '&:hover': { borderColor: 'currentColor' } },
    },
    '& .button--outlined.button--small': { padding: '3px 9px' },
    '& .button--outlined.button--large': { padding: '7px 21px' },
    '& .button__start-icon': {
      display: 'inherit',
      alignItems: 'center',
      marginRight: 8,
      marginLeft: -4,
      '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
      '& > svg': svgIconStyles(theme, 20),
    },
    '& .button--small .button__start-icon': { marginLeft: -2, '& > svg': { fontSize: 18 } },
    '& .button--large .button__start-icon > svg': { fontSize: 22 },
  };
}
