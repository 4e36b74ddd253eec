import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { badgeCountStyles, badgeHiddenStyles, badgeRootStyles, svgIconStyles } from '@/styles/icon-styles';

/**
 * The header's buttons as Material's Button and IconButton draw them, written once in the
 * header's own style (issue 17). Each button is a bare ButtonBase, which keeps Material's ripple
 * and keyboard-focus ring; as Button and IconButton with an SvgIcon each was two or three styled
 * components serialising their styles on every page's hydration.
 *
 * - `.app-header__button`: a text button in the bar's colour; `--primary` in the primary colour
 *   (the current page in the top navigation), `--contained` filled with it.
 * - `.app-header__icon-button`: a round icon button (`--small`, `--primary`); `.app-header__icon`
 *   is its 24 px icon (`--small`: 20 px), `.app-header__badge` a count on it.
 */
export function headerButtonStyles(theme: Theme): CSSObject {
  const { palette, typography, shape, transitions } = theme;
  const { hoverOpacity } = palette.action;
  return {
    '& .app-header__button': {
      ...typography.button,
      minWidth: 64,
      // Never narrower than its text: squeezed by a large default font, German "DE", "Anmelden"
      // and "Registrieren" ran into each other, cut off (the min-width above let them shrink).
      flexShrink: 0,
      padding: '6px 8px',
      borderRadius: shape.borderRadius,
      color: 'inherit',
      transition: transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: transitions.duration.short,
      }),
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: alpha(palette.text.primary, hoverOpacity) },
      },
    },
    '& .app-header__button--primary': {
      color: palette.primary.main,
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: alpha(palette.primary.main, hoverOpacity) },
      },
    },
    '& .app-header__button--contained': {
      padding: '6px 16px',
      whiteSpace: 'nowrap',
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: palette.primary.dark },
      },
    },
    // The language button: as narrow as its code, in the header and in the phone's drawer.
    '& .app-header__language': { minWidth: 0, padding: '6px 8px' },
    // A button's leading icon (the language button's), as Button's `startIcon`.
    '& .app-header__start-icon': {
      display: 'inherit',
      alignItems: 'center',
      marginRight: 8,
      marginLeft: -4,
      '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
      '& > .app-header__icon': { fontSize: 20 },
    },
    '& .app-header__icon-button': {
      flex: '0 0 auto',
      padding: 8,
      borderRadius: '50%',
      textAlign: 'center',
      fontSize: typography.pxToRem(24),
      color: 'inherit',
      transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
      // A variant sets the shade; touch screens never keep it (as Material's IconButton).
      '--icon-button-hover': alpha(palette.action.active, hoverOpacity),
      '&:hover': {
        backgroundColor: 'var(--icon-button-hover)',
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
    },
    '& .app-header__icon-button--small': { padding: 5, fontSize: typography.pxToRem(18) },
    '& .app-header__icon-button--primary': {
      color: palette.primary.main,
      '--icon-button-hover': alpha(palette.primary.main, hoverOpacity),
    },
    // Material's Badge, top right of the bell; scaled away while there is nothing to count.
    '& .app-header__badge': badgeRootStyles,
    '& .app-header__badge-count': badgeCountStyles(theme, 'error'),
    '& .app-header__badge-count--none': badgeHiddenStyles(theme),
    '& .app-header__icon': svgIconStyles(theme, 24),
    '& .app-header__icon--small': { fontSize: typography.pxToRem(20) },
  };
}
