import { useCallback, type ReactNode } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { Placeholder } from '@/components/common/placeholder';
import { styled, useTheme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { NumberKind } from '@/lib/number-cache';
import { useDebounced } from '@/hooks/use-debounced';
import { useQueryState } from '@/hooks/use-query-state';
import { useWideScreen } from '@/hooks/use-wide-screen';
import { usePageInRange } from '@/hooks/use-page-in-range';
import { ACTIVE_FILTER_READERS, defaultActiveFilters, type ActiveFilters } from '@/lib/number-list-keys';
import { useActiveListPoll, useActiveNumbers, type NumberEntryOf } from '@/features/numbers/hooks/use-active-numbers';
import { ActiveFiltersBar } from './active-filters';
import { NumberRow } from './number-row';
import { NumberRows } from './number-rows';
import { PhoneSheet } from './phone-sheet';
import { ListPager } from '@/components/common/list-pager';
import { buttonStyles } from '@/styles/button-styles';
import { AlertBox } from '@/components/common/alert-box';

// @mui/icons-material's FilterList and InfoOutlined, on the phone's sheet openers.
const FILTERS_ICON = 'M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z';
const RULES_ICON =
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8';

/**
 * The list's title, its phone openers and the places of its parts as Material's Typography,
 * Stack, Box and Button drew them, by one styled element (issue 17).
 */
const Section = styled('section')(({ theme }) => {
  const { palette, typography, breakpoints } = theme;
  return {
    ...buttonStyles(theme),
    '& .active-numbers__head': {
      display: 'flex',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      columnGap: theme.spacing(1),
    },
    '& .active-numbers__title': { ...typography.h6, margin: '0 0 0.35em' },
    '& .active-numbers__total': { ...typography.body1, marginLeft: theme.spacing(1), color: palette.text.secondary },
    // The phone's sheet openers, and from `md` up the filter bar in their place. Written so
    // that a test's DOM, which applies no media query, shows both.
    '& .active-numbers__sheets': {
      display: 'flex',
      gap: theme.spacing(1),
      marginBottom: theme.spacing(1),
      [breakpoints.up('md')]: { display: 'none' },
    },
    '& .active-numbers__filters': { [breakpoints.down('md')]: { display: 'none' } },
    '& .active-numbers__restricted': { marginBottom: theme.spacing(2) },
    '& .active-numbers__loading': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1) },
    '& .active-numbers__empty': {
      ...typography.body1,
      margin: 0,
      padding: theme.spacing(3, 0),
      textAlign: 'center',
      color: palette.text.secondary,
    },
  };
});

interface Props<K extends NumberKind> {
  kind: K;
  /** Whether realtime events arrive (while not, the list polls); by default the connection's state says. */
  live?: boolean;
  renderActions(entry: NumberEntryOf<K>): ReactNode;
  /** The page's rules: on a phone behind a "Rules" button beside "Filters" (the page shows them itself from `md` up). */
  rules?: ReactNode;
}

const FIRST = defaultActiveFilters();

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
  // In the address too (?services_ids=3&page=2): a reload, Back from a number's page or a shared
  // link shows the same rows, and the server's first paint reads them (signed-in-pages.ts).
  const [filters, setFilters] = useQueryState(FIRST, ACTIVE_FILTER_READERS);
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
  // The page's last number left (cancelled, expired, refunded): the last page that has any,
  // with the same filters.
  const setPage = useCallback((page: number) => setFilters((f) => ({ ...f, page })), [setFilters]);
  usePageInRange(meta?.current_page, meta?.last_page, setPage);
  // Shown on the phone's Filters button: the sheet is closed, so say that something narrows the list.
  const activeCount = [filters.search !== '', filters.services_ids.length > 0, filters.countries_ids.length > 0].filter(
    Boolean,
  ).length;

  return (
    <Section aria-labelledby={`active-${kind}-title`}>
      <ActiveListPoll kind={kind} filters={shown} live={live} />
      <div className="active-numbers__head">
        <h2 id={`active-${kind}-title`} className="active-numbers__title">
          {t(kind === 'rent' ? 'active.titleRent' : 'active.titleActivations')}{' '}
          {data && <span className="active-numbers__total">{t('active.total', { count: data.total_count })}</span>}
        </h2>
        <div className="active-numbers__sheets">
          <PhoneSheet
            label={t('numbers-phone:sheet.filters')}
            openerLabel={activeCount > 0 ? t('numbers-phone:sheet.filtersCount', { count: activeCount }) : undefined}
            iconPath={FILTERS_ICON}
          >
            <ActiveFiltersBar kind={kind} value={filters} onChange={setFilters} />
          </PhoneSheet>
          {rules && (
            <PhoneSheet label={t('numbers-phone:sheet.rules')} iconPath={RULES_ICON}>
              {rules}
            </PhoneSheet>
          )}
        </div>
      </div>
      <div className="active-numbers__filters">
        <ActiveFiltersBar kind={kind} value={filters} onChange={setFilters} pickers={wide} />
      </div>
      {data?.antifraud.restricted && (
        <AlertBox severity="warning" className="active-numbers__restricted">
          {t('active.antifraud', { count: data.antifraud.cancelled_last_24h, limit: data.antifraud.limit })}
        </AlertBox>
      )}
      {error && !data ? (
        <AlertBox
          severity="error"
          action={
            <ButtonBase className="button" focusRipple onClick={() => void mutate()}>
              {t('actions.retryLoad')}
            </ButtonBase>
          }
        >
          {t('active.loadFailed')}
        </AlertBox>
      ) : !data ? (
        <div className="active-numbers__loading" role="progressbar" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <Placeholder key={i} variant="rounded" height={88} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        // With filters set, "none" is about them: the user may have numbers they hide.
        <p className="active-numbers__empty">{t(activeCount > 0 ? 'active.emptyFiltered' : 'active.empty')}</p>
      ) : (
        <NumberRows aria-label={t(kind === 'rent' ? 'active.titleRent' : 'active.titleActivations')}>
          {rows.map((entry) => (
            <NumberRow key={entry.id} entry={entry} actions={renderActions(entry)} />
          ))}
        </NumberRows>
      )}
      {meta && <ListPager page={meta.current_page} lastPage={meta.last_page} onChange={setPage} />}
    </Section>
  );
}
