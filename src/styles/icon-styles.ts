import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * Material's SvgIcon and Badge, as style objects for the bare `svg` (pathIcon) and spans that
 * stand in for them (issue 17), copied from Material's source so they look and move as before.
 */

/** SvgIcon at a size in px (20 is its `small`, 24 its default), or `inherit`ing the font size. */
export function svgIconStyles(theme: Theme, size: number | 'inherit'): CSSObject {
  const { typography, transitions } = theme;
  return {
    display: 'inline-block',
    flexShrink: 0,
    width: '1em',
    height: '1em',
    fontSize: size === 'inherit' ? 'inherit' : typography.pxToRem(size),
    fill: 'currentColor',
    userSelect: 'none',
    transition: transitions.create('fill', { duration: transitions.duration.shorter }),
  };
}

/** The element a badge sits on the top right corner of. */
export const badgeRootStyles: CSSObject = {
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  flexShrink: 0,
};

const BADGE_MAX = 99;

/** A badge's count as Material's Badge writes it: "99+" above 99 (its default `max`). */
export const badgeCountText = (count: number): number | string => (count > BADGE_MAX ? `${BADGE_MAX}+` : count);

/** A standard badge's count, in a palette colour. */
export function badgeCountStyles(theme: Theme, color: 'primary' | 'error'): CSSObject {
  const { palette, typography, transitions } = theme;
  return {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignContent: 'center',
    alignItems: 'center',
    position: 'absolute',
    boxSizing: 'border-box',
    fontFamily: typography.fontFamily,
    fontWeight: typography.fontWeightMedium,
    fontSize: typography.pxToRem(12),
    minWidth: 20,
    lineHeight: 1,
    padding: '0 6px',
    height: 20,
    borderRadius: 10,
    zIndex: 1,
    '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
    transition: transitions.create('transform', {
      easing: transitions.easing.easeInOut,
      duration: transitions.duration.enteringScreen,
    }),
    backgroundColor: palette[color].main,
    color: palette[color].contrastText,
    inset: '0 0 auto auto',
    transform: 'scale(1) translate(50%, -50%)',
    transformOrigin: '100% 0%',
  };
}

/** The count while there is nothing to count: scaled away (keeping the text it had as it goes). */
export function badgeHiddenStyles(theme: Theme): CSSObject {
  const { transitions } = theme;
  return {
    transition: transitions.create('transform', {
      easing: transitions.easing.easeInOut,
      duration: transitions.duration.leavingScreen,
    }),
    transform: 'scale(0) translate(50%, -50%)',
  };
}

/**
 * Material's IconButton, in the colour given: `small` (5 px around a 20 px icon, the copy and
 * close buttons) or `medium` (8 px around a 24 px icon).
 */
export function iconButtonStyles(theme: Theme, color: string, size: 'small' | 'medium' = 'small'): CSSObject {
  const { palette, typography, transitions } = theme;
  const small = size === 'small';
  return {
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: typography.pxToRem(small ? 18 : 24),
    padding: small ? 5 : 8,
    borderRadius: '50%',
    color,
    transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
    '&:hover': {
      backgroundColor: alpha(palette.action.active, palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '& > svg': svgIconStyles(theme, small ? 20 : 24),
  };
}
