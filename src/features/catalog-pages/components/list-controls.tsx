import { useMemo, useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { visuallyHidden } from '@mui/utils';
import { useDebounced } from '@/hooks/use-debounced';
import { OFFER_SORTS, sortOffers, type Offer, type OfferSort } from '@/lib/catalog-sort';
import { matchesSearch } from '@/lib/text-search';
import { LoadState } from '@/components/common/load-state';
import { SearchField } from '@/components/common/search-field';
import { OutlinedSelect } from '@/components/common/outlined-select';

/** The SWR state of the list a catalogue page shows. */
export interface ListRequest {
  data?: unknown;
  error: unknown;
  isLoading: boolean;
  mutate(): unknown;
}

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
  return { shown, search, controls: { search, onSearch: setSearch, sort, onSort: setSort } };
}

interface Props {
  searchLabel: string;
  search: string;
  onSearch(value: string): void;
  sort: OfferSort;
  onSort(value: OfferSort): void;
}

// The search box and the sort list: stacked on a phone, side by side from `sm`, as the Stack that held them.
const Controls = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { flexDirection: 'row' },
}));

export function ListControls({ searchLabel, search, onSearch, sort, onSort }: Props) {
  const { t } = useTranslation('catalog-pages');
  return (
    <Controls>
      <SearchField label={searchLabel} value={search} onChange={onSearch} />
      <OutlinedSelect
        label={t('sort.label')}
        value={sort}
        onChange={onSort}
        options={OFFER_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
        smWidth={200}
      />
    </Controls>
  );
}

/**
 * Loading, failure and the two empty states of a catalogue list: nothing on sale at all
 * (`noneText`), or a search that hides every row.
 */
export function ListState({
  list,
  total,
  shown,
  search = '',
  noneText,
  children,
}: {
  list: ListRequest;
  total: number;
  shown: number;
  search?: string;
  noneText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('catalog-pages');
  const noMatch = t('noMatch', { search: search.trim() });
  // For screen readers (WCAG 4.1.3), once typing pauses: the list filters at every key.
  const said = useDebounced(total > 0 && shown === 0 ? noMatch : '');
  return (
    <>
      <LoadState
        loading={list.isLoading && !list.data}
        error={list.error}
        empty={shown === 0}
        emptyText={total === 0 ? noneText : noMatch}
        errorText={t('unavailable')}
        onRetry={() => void list.mutate()}
      >
        {children}
      </LoadState>
      <div role="status" style={visuallyHidden}>
        {said}
      </div>
    </>
  );
}
