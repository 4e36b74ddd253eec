import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * Material's small outlined field with its label raised into a notch of the outline, as plain
 * CSS (issue 17): the search box and the choice lists draw it with one styled element instead of
 * a TextField's ten. The markup it styles:
 *
 *   <root>
 *     <label class="outlined-field__label">…</label>
 *     <div class="outlined-field__box">
 *       …the control…
 *       <fieldset class="outlined-field__outline" aria-hidden="true">
 *         <legend class="outlined-field__notch"><span>…the label again…</span></legend>
 *       </fieldset>
 *     </div>
 *   </root>
 *
 * The geometry and colours are Material's own (measured against its TextField, stop 35–36).
 *
 * The label stays raised (a field with an icon, a select), unless the root has the class
 * `outlined-field--floating`: then it rests inside the empty box and rises, with Material's
 * motion, while the field has focus or while the root has `outlined-field--filled`. A label that
 * stays raised wraps; a floating one keeps to one line.
 */
export function outlinedFieldStyles({ palette, typography, shape, transitions }: Theme): CSSObject {
  const { easeOut } = transitions.easing;
  const outline = palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  const raised: CSSObject = {
    '& .outlined-field__label': {
      transform: 'translate(14px, -9px) scale(0.75)',
      maxWidth: 'calc(133% - 32px)',
      pointerEvents: 'auto',
    },
    '& .outlined-field__notch': {
      maxWidth: '100%',
      transition: transitions.create('max-width', { duration: 100, easing: easeOut, delay: 50 }),
    },
  };
  return {
    position: 'relative',
    display: 'inline-flex',
    flexDirection: 'column',
    minWidth: 0,
    verticalAlign: 'top',
    '& .outlined-field__label': {
      ...typography.body1,
      lineHeight: '1.4375em',
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      display: 'block',
      maxWidth: 'calc(133% - 32px)',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      color: palette.text.secondary,
      transformOrigin: 'top left',
      transform: 'translate(14px, -9px) scale(0.75)',
      userSelect: 'none',
    },
    // A label that never moves (a field with an icon, a select) is laid out above the box at its
    // raised size and wraps, rather than ending in an ellipsis: under the reader's text spacing
    // (WCAG 1.4.12) German "Nach Methode, Status oder Wallet suchen" lost its end at 320 px. The
    // margins put a one-line label where the transform did (its middle on the outline, 14 px in,
    // as wide at most); a further line pushes the box down instead of covering the control. It
    // takes no part in the field's width (`contain`), which the box alone still sets, and lets
    // pointers through to the box it now spans. A floating label keeps one line: it must fit the
    // box it rests in and the notch it rises into.
    '&:not(.outlined-field--floating) .outlined-field__label': {
      position: 'relative',
      contain: 'inline-size',
      pointerEvents: 'none',
      maxWidth: 'calc(100% - 24px)',
      margin: '-0.75em 0 -0.6875em 14px',
      fontSize: typography.pxToRem(12),
      transform: 'none',
      overflow: 'visible',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    '&:focus-within .outlined-field__label': { color: palette.primary.main },
    '& .outlined-field__box': {
      ...typography.body1,
      lineHeight: '1.4375em',
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      borderRadius: shape.borderRadius,
      color: palette.text.primary,
    },
    '& .outlined-field__outline': {
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      textAlign: 'left',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      border: `1px solid ${outline}`,
      overflow: 'hidden',
      minWidth: '0%',
    },
    // The notch in the outline where the raised label sits: an invisible copy of its text.
    '& .outlined-field__notch': {
      display: 'block',
      float: 'unset',
      width: 'auto',
      maxWidth: '100%',
      height: 11,
      padding: 0,
      overflow: 'hidden',
      visibility: 'hidden',
      whiteSpace: 'nowrap',
      fontSize: '0.75em',
      '& > span': { display: 'inline-block', paddingLeft: 5, paddingRight: 5, opacity: 0, visibility: 'visible' },
    },
    '&.outlined-field--floating': {
      '& .outlined-field__label': {
        // A small box's resting place; a medium box sets the variable to 16px.
        transform: 'translate(14px, var(--outlined-field-rest, 9px)) scale(1)',
        maxWidth: 'calc(100% - 24px)',
        pointerEvents: 'none',
        transition: transitions.create(['color', 'transform', 'max-width'], {
          duration: transitions.duration.shorter,
          easing: easeOut,
        }),
      },
      '& .outlined-field__notch': {
        maxWidth: 0.01,
        transition: transitions.create('max-width', { duration: 50, easing: easeOut }),
      },
    },
    '&.outlined-field--floating:focus-within, &.outlined-field--floating.outlined-field--filled': raised,
    // What the browser filled in (a saved password) before any script saw it. A rule of its own:
    // a browser that does not know `:has` or `:autofill` drops only this one.
    '&.outlined-field--floating:has(:autofill)': raised,
    '& .outlined-field__box:hover .outlined-field__outline': { borderColor: palette.text.primary },
    '@media (hover: none)': { '& .outlined-field__box:hover .outlined-field__outline': { borderColor: outline } },
    '& .outlined-field__box:focus-within .outlined-field__outline': {
      borderColor: palette.primary.main,
      borderWidth: 2,
    },
  };
}

/**
 * A field's helper text under the box (`<p class="outlined-field__helper">`), and the root's
 * `outlined-field--error` and `outlined-field--disabled` states, in Material's colours.
 */
export function outlinedFieldStateStyles({ palette, typography }: Theme): CSSObject {
  const invalid = { borderColor: palette.error.main };
  return {
    '& .outlined-field__helper': {
      ...typography.caption,
      margin: '3px 14px 0',
      textAlign: 'left',
      color: palette.text.secondary,
    },
    '&.outlined-field--error': {
      '& .outlined-field__label, & .outlined-field__helper': { color: palette.error.main },
      '& .outlined-field__outline, & .outlined-field__box:hover .outlined-field__outline': invalid,
      '& .outlined-field__box:focus-within .outlined-field__outline': invalid,
    },
    '&.outlined-field--disabled': {
      '& .outlined-field__label, & .outlined-field__helper': { color: palette.text.disabled },
      '& .outlined-field__outline, & .outlined-field__box:hover .outlined-field__outline': {
        borderColor: palette.action.disabled,
      },
      '& .outlined-field__box': { color: palette.text.disabled, cursor: 'default' },
      '& input, & textarea, & select': { opacity: 1, WebkitTextFillColor: palette.text.disabled },
    },
  };
}

/** The control inside the box (an input, a select): Material's text metrics, no chrome of its own. */
export const outlinedControlStyles: CSSObject = {
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  boxSizing: 'content-box',
  display: 'block',
  height: '1.4375em',
  minWidth: 0,
  width: '100%',
  margin: 0,
  border: 0,
  background: 'none',
  outline: 0,
  WebkitTapHighlightColor: 'transparent',
};
