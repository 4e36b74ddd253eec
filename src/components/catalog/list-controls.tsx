import { useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { matchesSearch, OFFER_SORTS, sortOffers, type Offer, type OfferSort } from '@/lib/catalog-sort';
import { SearchField } from '@/components/content/search-field';

/**
 * Search and order of a whole catalogue list, in the browser: the list is at most a few dozen
 * rows, so typing filters at once with no request. `words` gives what a row is found by (a
 * module-level function: a new one each render would sort again).
 */
export function useListControls<T extends Offer>(rows: readonly T[], initial: OfferSort, words: (row: T) => string[]) {
  const { locale } = useRouter();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<OfferSort>(initial);
  const shown = useMemo(
    () =>
      sortOffers(
        rows.filter((r) => matchesSearch(search, ...words(r))),
        sort,
        locale,
      ),
    [rows, search, sort, locale, words],
  );
  return { search, setSearch, sort, setSort, shown };
}

interface Props {
  searchLabel: string;
  search: string;
  onSearch(value: string): void;
  sort: OfferSort;
  onSort(value: OfferSort): void;
}

export function ListControls({ searchLabel, search, onSearch, sort, onSort }: Props) {
  const { t } = useTranslation('catalog-pages');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SearchField label={searchLabel} value={search} onChange={onSearch} />
      <TextField
        select
        size="small"
        label={t('sort.label')}
        value={sort}
        onChange={(e) => onSort(e.target.value as OfferSort)}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        {OFFER_SORTS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`sort.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
