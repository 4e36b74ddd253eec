import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { statementTypes } from '@contracts/statement-types';
import { SearchField } from '@/components/common/search-field';
import { OutlinedSelect } from '@/components/common/outlined-select';
import { OutlinedTextField } from '@/components/common/outlined-text-field';
import type { StatementFilters as Filters } from '@/features/payments/hooks/use-statement';

type FieldErrors = Partial<Record<'type' | 'from' | 'to' | 'search', string>>;

/**
 * Type, period and reference. Every change goes back to page 1; the reference is debounced
 * by the view. A refused filter (422) shows its message under its own field.
 */
export function StatementFilters({
  value,
  onChange,
  errors,
}: {
  value: Filters;
  onChange(next: Filters): void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('payments');
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch, page: 1 });
  const dateField = (name: 'from' | 'to') => (
    <OutlinedTextField
      size="small"
      type="date"
      fullWidth
      raisedLabel
      label={t(`statement.${name}`)}
      value={value[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      max={name === 'from' ? value.to || undefined : undefined}
      // Room for the browser's whole date mask and picker icon; narrower, it showed "mm/dd/y".
      sx={{ minWidth: 160 }}
    />
  );
  return (
    <Box
      role="group"
      aria-label={t('statement.filters')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.2fr 1fr 1fr 1.5fr' },
        gap: 1.5,
        alignItems: 'start',
      }}
    >
      <OutlinedSelect<Filters['type']>
        fullWidth
        label={t('statement.type')}
        value={value.type}
        // "All types" is a choice like the others.
        options={[
          { value: '', label: t('statement.allTypes') },
          ...statementTypes.map((type) => ({ value: type, label: t(`statement.types.${type}`) })),
        ]}
        onChange={(type) => set({ type })}
        error={Boolean(errors.type)}
        helperText={errors.type}
      />
      {dateField('from')}
      {dateField('to')}
      <SearchField label={t('statement.search')} value={value.search} onChange={(search) => set({ search })} />
    </Box>
  );
}
