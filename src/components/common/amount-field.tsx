import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useCurrency } from '@/hooks/use-currency';

/**
 * A money amount typed in major units of the user's currency, its sign where spec §9 puts it
 * ($ before, ₽ after). The form converts the text to minor units (hooks/payments/amount-rules).
 */
export function AmountField(props: Omit<TextFieldProps, 'slotProps'>) {
  const currency = useCurrency();
  const usd = currency === 'usd';
  return (
    <TextField
      {...props}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: {
          [usd ? 'startAdornment' : 'endAdornment']: (
            <InputAdornment position={usd ? 'start' : 'end'}>{usd ? '$' : '₽'}</InputAdornment>
          ),
        },
      }}
    />
  );
}
