import type { ChangeEvent } from 'react';
import { useCurrency } from '@/hooks/use-currency';
import { OutlinedTextField } from './outlined-text-field';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  /** Marks the field invalid: red outline and label, the helper text read as the error. */
  error?: boolean;
  /** Under the field, and the input's description: the limits, or the error. */
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A money amount typed in major units of the user's currency, its sign where spec §9 puts it
 * ($ before, ₽ after), in Material's medium outlined box with the label raised (as a field with
 * an adornment keeps it). The form converts the text to minor units (hooks/payments/amount-rules).
 */
export function AmountField(props: Props) {
  const usd = useCurrency() === 'usd';
  const sign = <span>{usd ? '$' : '₽'}</span>;
  return (
    <OutlinedTextField
      {...props}
      inputMode="decimal"
      autoComplete="off"
      raisedLabel
      start={usd ? sign : undefined}
      end={usd ? undefined : sign}
      sx={{ maxWidth: { sm: 320 } }}
    />
  );
}
