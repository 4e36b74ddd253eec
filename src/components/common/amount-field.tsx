import type { ChangeEvent } from 'react';
import { styled } from '@mui/material/styles';
import { useCurrency } from '@/hooks/use-currency';
import { outlinedControlStyles, outlinedFieldStyles } from '@/styles/outlined-field-styles';
import { OutlinedFieldOutline } from './outlined-field-outline';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  /** Marks the field invalid: red outline and label, the helper text read as the error. */
  error?: boolean;
  /** Under the field, and the input's description: the limits, or the error. */
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * Material's medium outlined TextField with the currency's sign as an adornment, drawn by one
 * styled element (issue 17): as a TextField with an InputAdornment it was about ten styled
 * components hydrating on the top-up page. The label stays raised (a field with an adornment
 * keeps it so); the states (hover, focus, error, disabled) are CSS, with Material's colours.
 */
const Field = styled('div')(({ theme }) => {
  const { palette, typography, breakpoints } = theme;
  const invalid = { borderColor: palette.error.main };
  return {
    ...outlinedFieldStyles(theme),
    [breakpoints.up('sm')]: { maxWidth: 320 },
    '& .amount-field__box--start': { paddingLeft: 14 },
    '& .amount-field__box--end': { paddingRight: 14 },
    '& .amount-field__input': {
      ...outlinedControlStyles,
      padding: '16.5px 14px',
      '&:invalid': { boxShadow: 'none' },
    },
    '& .amount-field__box--start .amount-field__input': { paddingLeft: 0 },
    '& .amount-field__box--end .amount-field__input': { paddingRight: 0 },
    // Material's InputAdornment, its sign in a secondary body text.
    '& .amount-field__adornment': {
      display: 'flex',
      alignItems: 'center',
      height: '0.01em',
      maxHeight: '2em',
      whiteSpace: 'nowrap',
      color: palette.action.active,
      '& > span': { ...typography.body1, color: palette.text.secondary },
    },
    '& .amount-field__box--start .amount-field__adornment': { marginRight: 8 },
    '& .amount-field__box--end .amount-field__adornment': { marginLeft: 8 },
    '& .amount-field__helper': {
      ...typography.caption,
      margin: '3px 14px 0',
      textAlign: 'left',
      color: palette.text.secondary,
    },
    '&.amount-field--error': {
      '& .outlined-field__label, & .amount-field__helper': { color: palette.error.main },
      '& .outlined-field__outline, & .outlined-field__box:hover .outlined-field__outline': invalid,
      '& .outlined-field__box:focus-within .outlined-field__outline': invalid,
    },
    '&.amount-field--disabled': {
      '& .outlined-field__label, & .amount-field__helper': { color: palette.text.disabled },
      '& .outlined-field__outline, & .outlined-field__box:hover .outlined-field__outline': {
        borderColor: palette.action.disabled,
      },
      '& .outlined-field__box': { color: palette.text.disabled, cursor: 'default' },
      '& .amount-field__input': { opacity: 1, WebkitTextFillColor: palette.text.disabled },
    },
  };
});

/**
 * A money amount typed in major units of the user's currency, its sign where spec §9 puts it
 * ($ before, ₽ after). The form converts the text to minor units (hooks/payments/amount-rules).
 */
export function AmountField({
  id,
  name,
  label,
  value,
  onChange,
  error = false,
  helperText,
  disabled,
  required,
}: Props) {
  const usd = useCurrency() === 'usd';
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const sign = (
    <span className="amount-field__adornment">
      <span>{usd ? '$' : '₽'}</span>
    </span>
  );
  // As Material marks a required field: a thin space and an asterisk, in the label and its notch.
  const shownLabel = required ? `${label}\u2009*` : label;
  return (
    <Field className={[error && 'amount-field--error', disabled && 'amount-field--disabled'].filter(Boolean).join(' ')}>
      <label className="outlined-field__label" htmlFor={id} id={`${id}-label`}>
        {label}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </label>
      <div className={`outlined-field__box amount-field__box--${usd ? 'start' : 'end'}`}>
        {usd && sign}
        <input
          id={id}
          name={name}
          className="amount-field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={onChange}
          disabled={disabled}
          required={required}
          aria-invalid={error}
          aria-describedby={helperId}
        />
        {!usd && sign}
        <OutlinedFieldOutline label={shownLabel} />
      </div>
      {helperText && (
        <p className="amount-field__helper" id={helperId}>
          {helperText}
        </p>
      )}
    </Field>
  );
}
