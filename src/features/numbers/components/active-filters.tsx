import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import type { ActiveFilters, ActiveSort } from '@/lib/number-list-keys';
import type { NumberKind } from '@/lib/number-cache';

const SORTS: ActiveSort[] = ['newest', 'oldest', 'expiring'];

// MUI's Autocomplete (with Popper and Chip) was the largest part of /rent's and /activations'
// own code, and these filters only narrow rows that arrive after hydration anyway: the pickers
// load after it, in a box of the same size (a small field is 40 px high), so nothing moves.
function PickerPlace() {
  return <Box sx={{ minWidth: 180, flex: 1, height: 40 }} />;
}
const IdsPicker = dynamic(() => import('./ids-picker').then((m) => m.IdsPicker), {
  ssr: false,
  loading: PickerPlace,
});

interface Props {
  kind: NumberKind;
  value: ActiveFilters;
  onChange(next: ActiveFilters): void;
  /** False keeps the pickers' places empty: their chunk and option requests wait until it is true. */
  pickers?: boolean;
}

/** Search, services, countries and sort of an active list; any change goes back to page 1. */
export function ActiveFiltersBar({ kind, value, onChange, pickers = true }: Props) {
  const { t } = useTranslation('numbers');
  const set = (patch: Partial<ActiveFilters>) => onChange({ ...value, ...patch, page: 1 });
  const prefix = kind === 'rent' ? 'rent-' : '';
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={t('filters.search')}
        value={value.search}
        onChange={(e) => set({ search: e.target.value })}
        sx={{ flex: 1 }}
      />
      {pickers ? (
        <>
          <IdsPicker
            target={`${prefix}services`}
            label={t('filters.services')}
            ids={value.services_ids}
            onChange={(ids) => set({ services_ids: ids })}
          />
          <IdsPicker
            target={`${prefix}countries`}
            label={t('filters.countries')}
            ids={value.countries_ids}
            onChange={(ids) => set({ countries_ids: ids })}
          />
        </>
      ) : (
        <>
          <PickerPlace />
          <PickerPlace />
        </>
      )}
      <TextField
        select
        size="small"
        label={t('filters.sort')}
        value={value.sort}
        onChange={(e) => set({ sort: e.target.value as ActiveSort })}
        sx={{ minWidth: 150 }}
      >
        {SORTS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`filters.sorts.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
