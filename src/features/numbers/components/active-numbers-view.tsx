import { useState, type ReactNode } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { NumberKind } from '@/lib/number-cache';
import { useDebounced } from '@/hooks/use-debounced';
import { useWideScreen } from '@/hooks/use-wide-screen';
import { defaultActiveFilters, type ActiveFilters } from '@/lib/number-list-keys';
import { useActiveListPoll, useActiveNumbers, type NumberEntryOf } from '@/features/numbers/hooks/use-active-numbers';
import { ActiveFiltersBar } from './active-filters';
import { NumberRow } from './number-row';
import { NumberRows } from './number-rows';
import { PhoneSheet } from './phone-sheet';
import { ListPager } from '@/components/common/list-pager';

interface Props<K extends NumberKind> {
  kind: K;
  /** Whether realtime events arrive (while not, the list polls); by default the connection's state says. */
  live?: boolean;
  renderActions(entry: NumberEntryOf<K>): ReactNode;
  /** The page's rules: on a phone behind a "Rules" button beside "Filters" (the page shows them itself from `md` up). */
  rules?: ReactNode;
}

/** The list's poll while realtime is down; it renders nothing, and alone as the connection changes. */
function ActiveListPoll({ kind, filters, live }: { kind: NumberKind; filters: ActiveFilters; live?: boolean }) {
  useActiveListPoll(kind, filters, live);
  return null;
}

/**
 * An active list (spec §2 /activations, /rent): filters, the antifraud block, the total,
 * 10 rows a page with pagination from `meta`, and loading, empty and error states. On a phone
 * the rows come straight after the title; filters (and the page's rules) wait in sheets.
 */
export function ActiveNumbersView<K extends NumberKind>({ kind, live, renderActions, rules }: Props<K>) {
  const { t } = useTranslation(['numbers', 'numbers-phone']);
  const [filters, setFilters] = useState(defaultActiveFilters);
  const search = useDebounced(filters.search);
  // The bar below shows from md up; on a phone the Filters sheet holds the filters, so the
  // hidden bar's pickers (Autocomplete's chunk, a request each for their options, their render:
  // a 200 ms task at a phone's speed, issue 17) load only on a screen that shows them.
  const wide = useWideScreen(useTheme().breakpoints.values.md);
  const shown = { ...filters, search };
  // Not `isLoading`: the page comes with the server's first page and reads it again as it mounts;
  // `isLoading` turning off then rendered the whole list again (issue 17), even when the answer
  // was the same (SWR renders for `data` only when it differs from what was shown).
  const { data, error, mutate } = useActiveNumbers(kind, shown);
  const rows = (data?.numbers.data ?? []) as NumberEntryOf<K>[];
  const meta = data?.numbers.meta;
  // Shown on the phone's Filters button: the sheet is closed, so say that something narrows the list.
  const activeCount = [filters.search !== '', filters.services_ids.length > 0, filters.countries_ids.length > 0].filter(
    Boolean,
  ).length;

  return (
    <Box component="section" aria-labelledby={`active-${kind}-title`}>
      <ActiveListPoll kind={kind} filters={shown} live={live} />
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1 }}
      >
        <Typography id={`active-${kind}-title`} variant="h6" component="h2" gutterBottom>
          {t(kind === 'rent' ? 'active.titleRent' : 'active.titleActivations')}
          {data && (
            <Typography component="span" color="textSecondary" sx={{ ml: 1 }}>
              {t('active.total', { count: data.total_count })}
            </Typography>
          )}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ display: { xs: 'flex', md: 'none' }, mb: 1 }}>
          <PhoneSheet
            label={t('numbers-phone:sheet.filters')}
            openerLabel={activeCount > 0 ? t('numbers-phone:sheet.filtersCount', { count: activeCount }) : undefined}
            icon={<FilterListIcon />}
          >
            <ActiveFiltersBar kind={kind} value={filters} onChange={setFilters} />
          </PhoneSheet>
          {rules && (
            <PhoneSheet label={t('numbers-phone:sheet.rules')} icon={<InfoOutlinedIcon />}>
              {rules}
            </PhoneSheet>
          )}
        </Stack>
      </Stack>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <ActiveFiltersBar kind={kind} value={filters} onChange={setFilters} pickers={wide} />
      </Box>
      {data?.antifraud.restricted && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {data.antifraud.message ??
            t('active.antifraud', { count: data.antifraud.cancelled_last_24h, limit: data.antifraud.limit })}
        </Alert>
      )}
      {error && !data ? (
        <Alert severity="error" action={<Button onClick={() => void mutate()}>{t('actions.retryLoad')}</Button>}>
          {t('active.loadFailed')}
        </Alert>
      ) : !data ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('active.empty')}
        </Typography>
      ) : (
        <NumberRows aria-label={t(kind === 'rent' ? 'active.titleRent' : 'active.titleActivations')}>
          {rows.map((entry) => (
            <NumberRow key={entry.id} entry={entry} actions={renderActions(entry)} />
          ))}
        </NumberRows>
      )}
      {meta && (
        <ListPager
          page={meta.current_page}
          lastPage={meta.last_page}
          onChange={(page) => setFilters((f) => ({ ...f, page }))}
        />
      )}
    </Box>
  );
}
