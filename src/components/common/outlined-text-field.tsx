import type { ChangeEvent, FocusEvent, HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { outlinedControlStyles, outlinedFieldStateStyles, outlinedFieldStyles } from '@/styles/outlined-field-styles';
import { OutlinedFieldHelper, OutlinedFieldOutline, outlinedHelperId } from './outlined-field-outline';

type Control = HTMLInputElement | HTMLTextAreaElement;

export interface OutlinedTextFieldProps {
  label: string;
  value: string;
  /** Left out only by a read-only field. */
  onChange?(event: ChangeEvent<Control>): void;
  id?: string;
  name?: string;
  type?: 'text' | 'password' | 'email' | 'search' | 'url' | 'date';
  /** Material's `small` (40 px) or `medium` (56 px, its default) box. */
  size?: 'small' | 'medium';
  /** Marks the field invalid: red outline and label, the helper text read as the error. */
  error?: boolean;
  /** Under the field, and the control's description: a hint, or the error. */
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  readOnly?: boolean;
  fullWidth?: boolean;
  /** The label stays raised even while the box is empty (a date, a field with a start adornment). */
  raisedLabel?: boolean;
  /** A text area this many rows high at least, growing with what is typed. */
  multilineRows?: number;
  /** Before and after the text, inside the outline (a currency sign, a copy button). */
  start?: ReactNode;
  end?: ReactNode;
  monospace?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<Control>['inputMode'];
  maxLength?: number;
  max?: string;
  spellCheck?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  onKeyDown?(event: KeyboardEvent<Control>): void;
  onFocus?(event: FocusEvent<Control>): void;
  sx?: SxProps<Theme>;
}

/**
 * Material's outlined TextField drawn by one styled element (issue 17). A TextField is a form
 * control, a label, an outlined input, its notched outline, a helper text and, through its
 * `select` mode, Material's whole select, menu, popover and modal: about 20 kB gzip on every
 * page with a form, and ten styled components hydrating per field. This is the same box (its
 * geometry, colours and label motion, shared with the search box and the choice lists through
 * `outlinedFieldStyles`) around the browser's own input or text area; its states (hover, focus,
 * error, disabled, autofill) are CSS.
 */
const Field = styled('div')(({ theme }) => {
  const { palette, typography } = theme;
  return {
    ...outlinedFieldStyles(theme),
    '&.outlined-text-field--full': { width: '100%' },
    '& .outlined-text-field__control': {
      ...outlinedControlStyles,
      padding: '16.5px 14px',
      '&:invalid': { boxShadow: 'none' },
      '&::placeholder': { color: 'currentColor', opacity: palette.mode === 'light' ? 0.42 : 0.5 },
      '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
      // Material's dark autofill: the browser's pale yellow would hide light text.
      '&:-webkit-autofill': {
        borderRadius: 'inherit',
        ...(palette.mode === 'dark' && {
          WebkitBoxShadow: '0 0 0 100px #266798 inset',
          WebkitTextFillColor: '#fff',
          caretColor: '#fff',
        }),
      },
    },
    '& .outlined-text-field__control--mono': { fontFamily: 'monospace' },
    '&.outlined-text-field--small .outlined-text-field__control': { padding: '8.5px 14px' },
    // A text area: the box keeps the padding, the area grows with its text (no scroll bar).
    '& .outlined-text-field__box--multiline': { padding: '16.5px 14px' },
    '&.outlined-text-field--small .outlined-text-field__box--multiline': { padding: '8.5px 14px' },
    '& .outlined-text-field__box--multiline .outlined-text-field__control': {
      height: 'auto',
      padding: 0,
      resize: 'none',
      fieldSizing: 'content',
    },
    // A medium box's resting label sits lower than the small box's (`outlinedFieldStyles`).
    '&.outlined-text-field--medium': { '--outlined-field-rest': '16px' },
    // Material shows a placeholder only once the label has risen out of its way.
    '&.outlined-field--floating:not(:focus-within):not(.outlined-field--filled) .outlined-text-field__control::placeholder':
      { opacity: 0 },
    '& .outlined-text-field__box--start': { paddingLeft: 14 },
    '& .outlined-text-field__box--end': { paddingRight: 14 },
    '& .outlined-text-field__box--start .outlined-text-field__control': { paddingLeft: 0 },
    '& .outlined-text-field__box--end .outlined-text-field__control': { paddingRight: 0 },
    // Material's InputAdornment: a sign in secondary body text, or a small button.
    '& .outlined-text-field__adornment': {
      display: 'flex',
      alignItems: 'center',
      height: '0.01em',
      maxHeight: '2em',
      whiteSpace: 'nowrap',
      color: palette.action.active,
      '& > span': { ...typography.body1, color: palette.text.secondary },
    },
    '& .outlined-text-field__adornment--start': { marginRight: 8 },
    '& .outlined-text-field__adornment--end': { marginLeft: 8 },
    ...outlinedFieldStateStyles(theme),
    // Material's FormHelperText sits 1 px lower under a small field.
    '&.outlined-text-field--small .outlined-field__helper': { margin: '4px 14px 0' },
  };
});

export function OutlinedTextField({
  label,
  value,
  onChange,
  id: givenId,
  name,
  type = 'text',
  size = 'medium',
  error = false,
  helperText,
  disabled = false,
  required = false,
  readOnly,
  fullWidth = false,
  raisedLabel = false,
  multilineRows,
  start,
  end,
  monospace = false,
  sx,
  ...control
}: OutlinedTextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const helperId = outlinedHelperId(id, helperText);
  const floating = !raisedLabel && !start;
  const rootClass = [
    `outlined-text-field--${size}`,
    fullWidth && 'outlined-text-field--full',
    floating && 'outlined-field--floating',
    floating && value !== '' && 'outlined-field--filled',
    error && 'outlined-field--error',
    disabled && 'outlined-field--disabled',
  ];
  const boxClass = [
    'outlined-field__box',
    multilineRows !== undefined && 'outlined-text-field__box--multiline',
    start !== undefined && 'outlined-text-field__box--start',
    end !== undefined && 'outlined-text-field__box--end',
  ];
  const shared = {
    id,
    name,
    className: `outlined-text-field__control${monospace ? ' outlined-text-field__control--mono' : ''}`,
    value,
    onChange,
    disabled,
    required,
    readOnly,
    'aria-invalid': error,
    'aria-describedby': helperId,
    ...control,
  };
  // As Material marks a required field: a thin space and an asterisk, in the label and its notch.
  const asterisk = '\u2009*';
  return (
    <Field className={rootClass.filter(Boolean).join(' ')} sx={sx}>
      <label className="outlined-field__label" htmlFor={id} id={`${id}-label`}>
        {label}
        {required && <span aria-hidden="true">{asterisk}</span>}
      </label>
      <div className={boxClass.filter(Boolean).join(' ')}>
        {start !== undefined && (
          <span className="outlined-text-field__adornment outlined-text-field__adornment--start">{start}</span>
        )}
        {multilineRows === undefined ? (
          <input {...shared} type={type} />
        ) : (
          // The rows reach the server's HTML, so the area has its height before hydration.
          <textarea {...shared} rows={multilineRows} style={{ minHeight: `${multilineRows * 1.4375}em` }} />
        )}
        {end !== undefined && (
          <span className="outlined-text-field__adornment outlined-text-field__adornment--end">{end}</span>
        )}
        <OutlinedFieldOutline label={required ? `${label}${asterisk}` : label} />
      </div>
      <OutlinedFieldHelper controlId={id} text={helperText} />
    </Field>
  );
}
