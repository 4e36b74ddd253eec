import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { useSidebarList } from '@/features/numbers/hooks/use-sidebar-list';
import type { SidebarTarget } from '@/lib/sidebar-keys';
import type { ActiveFilters, ActiveSort } from '@/features/numbers/hooks/use-active-numbers';
import type { NumberKind } from '@/lib/number-cache';

const SORTS: ActiveSort[] = ['newest', 'oldest', 'expiring'];
/** Enough options for a filter picker: the first 100 by name. */
const OPTION_CHUNKS = 5;

interface Props {
  kind: NumberKind;
  value: ActiveFilters;
  onChange(next: ActiveFilters): void;
}

function IdsPicker({
  target,
  label,
  ids,
  onChange,
}: {
  target: SidebarTarget;
  label: string;
  ids: number[];
  onChange(ids: number[]): void;
}) {
  const { items } = useSidebarList(target, { sort: 'name' }, OPTION_CHUNKS);
  const options = items.map((i) => ({ id: i.id, name: i.name }));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={options.filter((o) => ids.includes(o.id))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, picked) => onChange(picked.map((p) => p.id))}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 180, flex: 1 }}
    />
  );
}

/** Search, services, countries and sort of an active list; any change goes back to page 1. */
export function ActiveFiltersBar({ kind, value, onChange }: Props) {
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
