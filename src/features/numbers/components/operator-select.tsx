import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { formatCount } from '@/lib/number-symbols';

interface Operator {
  id: number;
  name: string;
  count: number;
  price: number;
}

interface Props {
  operators: readonly Operator[];
  value: number | null;
  onChange(id: number | null): void;
  money(minor: number): string;
}

/** "Any operator" (the cheapest with numbers) or one operator with its price and count. */
export function OperatorSelect({ operators, value, onChange, money }: Props) {
  const { t, i18n } = useTranslation('numbers');
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('price.operator')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('price.anyOperator')}</MenuItem>
      {operators.map((o) => (
        <MenuItem key={o.id} value={o.id} disabled={o.count === 0}>
          {t('price.operatorOption', { name: o.name, price: money(o.price), n: formatCount(o.count, i18n.language) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
