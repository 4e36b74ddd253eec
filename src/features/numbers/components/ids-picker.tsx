import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { useSidebarList } from '@/features/numbers/hooks/use-sidebar-list';
import type { SidebarTarget } from '@/lib/sidebar-keys';
import { englishCountryName } from '@/lib/english-country-name';

/** Enough options for a filter picker: the first 100 by name. */
const OPTION_CHUNKS = 5;

interface Option {
  id: number;
  name: string;
  /** What else finds it: a country's English name, whatever the page's language. */
  alias: string;
}
const filterOptions = createFilterOptions<Option>({ stringify: (o) => `${o.name} ${o.alias}` });

/** Services or countries an active list is narrowed to, picked by name. */
export function IdsPicker({
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
  const { t } = useTranslation('numbers');
  const { items, isLoading, error } = useSidebarList(target, { sort: 'name' }, OPTION_CHUNKS);
  const options: Option[] = items.map((i) => ({
    id: i.id,
    name: i.name,
    alias: 'iso' in i ? englishCountryName(i.iso) : '',
  }));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={options.filter((o) => ids.includes(o.id))}
      getOptionLabel={(o) => o.name}
      filterOptions={filterOptions}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, picked) => onChange(picked.map((p) => p.id))}
      renderInput={(params) => <TextField {...params} label={label} />}
      // Material's own texts are English: the list's empty state and its buttons' names.
      loading={isLoading}
      // A list that could not be read is not an empty one ("Nothing found").
      noOptionsText={error && items.length === 0 ? t('catalog.loadFailed') : t('filters.picker.noOptions')}
      loadingText={t('filters.picker.loading')}
      clearText={t('filters.picker.clear')}
      openText={t('filters.picker.open')}
      closeText={t('filters.picker.close')}
      // A picked name's remove button is a 24 px target (WCAG 2.5.8), not the small chip's 16.
      sx={{ minWidth: 180, flex: 1, '& .MuiChip-root .MuiChip-deleteIcon': { fontSize: 24 } }}
    />
  );
}
