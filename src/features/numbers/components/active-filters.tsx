import dynamic from 'next/dynamic';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { OutlinedSelect } from '@/components/common/outlined-select';
import { SearchField } from '@/components/common/search-field';
import { ACTIVE_SORTS, type ActiveFilters } from '@/lib/number-list-keys';
import type { NumberKind } from '@/lib/number-cache';

// MUI's Autocomplete (with Popper and Chip) was the largest part of /rent's and /activations'
// own code, and these filters only narrow rows that arrive after hydration anyway: the pickers
// load after it, in a box of the same size (a small field is 40 px high), so nothing moves.
function PickerPlace() {
  return <div className="active-filters__place" />;
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

/**
 * The bar: stacked on a phone (its sheet), one row from `md`, as the Stack that held Material's
 * TextFields did. The search box and the sort list are the plain fields drawn as Material's
 * (issue 17: the two TextFields were about twenty styled components hydrating on /activations
 * and /rent).
 */
const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  marginBottom: theme.spacing(2),
  [theme.breakpoints.up('md')]: { flexDirection: 'row' },
  '& > .search-field--plain': { flex: 1 },
  '& .active-filters__place': { flex: 1, minWidth: 180, height: 40 },
}));

/** Search, services, countries and sort of an active list; any change goes back to page 1. */
export function ActiveFiltersBar({ kind, value, onChange, pickers = true }: Props) {
  const { t } = useTranslation('numbers');
  const set = (patch: Partial<ActiveFilters>) => onChange({ ...value, ...patch, page: 1 });
  const prefix = kind === 'rent' ? 'rent-' : '';
  return (
    <Bar>
      <SearchField plain label={t('filters.search')} value={value.search} onChange={(search) => set({ search })} />
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
      <OutlinedSelect
        label={t('filters.sort')}
        value={value.sort}
        onChange={(sort) => set({ sort })}
        options={ACTIVE_SORTS.map((s) => ({ value: s, label: t(`filters.sorts.${s}`) }))}
        minWidth={150}
      />
    </Bar>
  );
}
