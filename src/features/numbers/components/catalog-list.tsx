import { useEffect, useRef, useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { Placeholder } from '@/components/common/placeholder';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { FavoriteScope } from '@contracts/favorites';
import { visuallyHidden } from '@mui/utils';
import useEventCallback from '@mui/utils/useEventCallback';
import { useDebounced } from '@/hooks/use-debounced';
import { LabelledSwitch } from '@/components/common/labelled-switch';
import { useMoney } from '@/hooks/use-money';
import { useRovingGrid } from '@/hooks/use-roving-grid';
import { useToggleFavorite } from '@/features/numbers/hooks/use-toggle-favorite';
import { useSidebarList } from '@/features/numbers/hooks/use-sidebar-list';
import { DEFAULT_CATALOG_SORT, type CatalogSort, type SidebarFilters, type SidebarTarget } from '@/lib/sidebar-keys';
import type { SidebarItem } from '@/components/common/catalog-row';
import { useSignInFirst } from '@/hooks/use-sign-in-first';
import { CatalogRow, CatalogRows } from '@/components/common/catalog-row';
import { OutlinedSelect } from '@/components/common/outlined-select';
import { SearchField } from '@/components/common/search-field';
import { listPriceOf } from './price-discount';
import { buttonStyles } from '@/styles/button-styles';
import { outlinedPaperStyles } from '@/styles/paper-styles';

const SORTS: CatalogSort[] = ['popular', 'name', 'price', 'count'];

interface Props {
  target: SidebarTarget;
  title: string;
  /** The choice made in the other list: services of a country, countries of a service. */
  crossFilter: Pick<SidebarFilters, 'country_id' | 'service_id'>;
  selectedId: number | null;
  onSelect(item: SidebarItem): void;
  signedIn: boolean;
}

const scopeOf = (target: SidebarTarget): FavoriteScope => (target.startsWith('rent-') ? 'rent' : 'activation');
const typeOf = (target: SidebarTarget) =>
  (target.endsWith('services') ? 'service' : 'country') as 'service' | 'country';

/**
 * The column's card, title, controls and messages as Material's Paper, Typography, Stack and
 * Button drew them, by one styled element (issue 17): they were about ten styled components
 * hydrating in each list of the home page.
 */
const Card = styled('section')(({ theme }) => {
  const { palette, typography } = theme;
  return {
    ...outlinedPaperStyles(theme),
    ...buttonStyles(theme),
    minWidth: 0,
    padding: theme.spacing(1.5),
    '& .catalog-list__title': { ...typography.subtitle1, margin: theme.spacing(0, 0, 1), fontWeight: 600 },
    '& .catalog-list__total': { ...typography.body1, color: palette.text.secondary },
    '& .catalog-list__controls': { display: 'flex', gap: theme.spacing(1), marginBottom: theme.spacing(1) },
    '& .catalog-list__message': {
      ...typography.body1,
      margin: 0,
      padding: theme.spacing(2),
      color: palette.text.secondary,
    },
    '& .catalog-list__message--error': { color: palette.error.main },
    '& .catalog-list__more': { padding: theme.spacing(1, 0), textAlign: 'center', listStyle: 'none' },
  };
});

/**
 * One catalogue column: search, sort, favourites-only, and chunks of 20 loaded as the end of
 * the list scrolls into view (a button does the same for keyboards and old browsers).
 */
export function CatalogList({ target, title, crossFilter, selectedId, onSelect, signedIn }: Props) {
  const { t } = useTranslation('numbers');
  const money = useMoney();
  const toggleFavorite = useToggleFavorite(scopeOf(target));
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CatalogSort>(DEFAULT_CATALOG_SORT);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const query = useDebounced(search);
  const filters: SidebarFilters = { ...crossFilter, search: query, sort, is_favorite: favoritesOnly };
  const filterKey = JSON.stringify(filters);
  // Chunks shown, remembered per filter state: a new search starts again from the first chunk.
  const [loaded, setLoaded] = useState({ filterKey, load: 1 });
  const load = loaded.filterKey === filterKey ? loaded.load : 1;
  const { items, total, hasMore, error, isLoading, isValidating } = useSidebarList(target, filters, load);

  const sentinel = useRef<HTMLLIElement>(null);
  const more = () => setLoaded({ filterKey, load: load + 1 });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || isValidating || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      // Not when the keyboard has gone past the list (Tab on to the filters below): rows added
      // above the focused control pushed it 1,250 px off screen.
      const active = document.activeElement;
      const past = active && node.compareDocumentPosition(active) === Node.DOCUMENT_POSITION_FOLLOWING;
      if (!past && entries.some((e) => e.isIntersecting)) setLoaded({ filterKey, load: load + 1 });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, isValidating, filterKey, load]);

  // A guest has no favourites: after signing in, the star they pressed is set.
  const starAfterSignIn = useSignInFirst(signedIn, (id: number) => toggleFavorite(typeOf(target), id, true));
  const favorite = (item: SidebarItem) => {
    if (!signedIn) return starAfterSignIn(item.id);
    void toggleFavorite(typeOf(target), item.id, !item.favorite);
  };

  // Stable across renders, so the memoised rows render again only when their own props change.
  const select = useEventCallback(onSelect);
  const star = useEventCallback(favorite);

  const { gridProps, tabStop } = useRovingGrid({
    labels: items.map((item) => item.name),
    selectedIndex: items.findIndex((item) => item.id === selectedId),
    columns: 2,
    onPastEnd: hasMore && !isValidating ? more : undefined,
  });

  // A settled search's outcome for screen readers (WCAG 4.1.3), once its answer is in (the rows
  // shown meanwhile are the last search's): the heading's count, or that nothing matched.
  const found = query && !error && !isLoading && (items.length ? `${title} (${total})` : t('catalog.empty'));

  const listId = `catalog-${target}`;
  return (
    <Card aria-labelledby={`${listId}-title`}>
      <h2 id={`${listId}-title`} className="catalog-list__title">
        {title} {total > 0 && <span className="catalog-list__total">({total})</span>}
      </h2>
      <div className="catalog-list__controls">
        <SearchField plain label={t('catalog.search')} value={search} onChange={setSearch} />
        <OutlinedSelect
          label={t('catalog.sort')}
          value={sort}
          onChange={setSort}
          options={SORTS.map((s) => ({ value: s, label: t(`catalog.sorts.${s}`) }))}
        />
      </div>
      {signedIn && (
        <LabelledSwitch
          size="small"
          checked={favoritesOnly}
          onChange={setFavoritesOnly}
          label={t('catalog.favoritesOnly')}
        />
      )}
      {error && items.length === 0 ? (
        <p role="alert" className="catalog-list__message catalog-list__message--error">
          {t('catalog.loadFailed')}
        </p>
      ) : isLoading && items.length === 0 ? (
        <div role="progressbar" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Placeholder key={i} height={48} />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="catalog-list__message">{t('catalog.empty')}</p>
      ) : (
        <CatalogRows {...gridProps} role="grid" aria-label={title} aria-describedby={`${listId}-keys`}>
          {items.map((item, row) => (
            <CatalogRow
              key={item.id}
              item={item}
              selected={item.id === selectedId}
              price={money(item.price)}
              listPrice={listPriceOf(item) === null ? undefined : money(item.list_price)}
              onSelect={select}
              onFavorite={star}
              row={row}
              tabStop={tabStop.row === row ? (tabStop.col as 0 | 1) : null}
            />
          ))}
          {hasMore && (
            // A row of the grid like the others (axe: a grid owns rows only). Keyboards load more
            // with ArrowDown past the last row, so the button is not a second Tab stop.
            <li role="row" ref={sentinel} className="catalog-list__more">
              <div role="gridcell">
                <ButtonBase
                  className="button button--small"
                  focusRipple
                  tabIndex={-1}
                  onClick={more}
                  disabled={isValidating}
                >
                  {t('catalog.more')}
                </ButtonBase>
              </div>
            </li>
          )}
        </CatalogRows>
      )}
      <div id={`${listId}-keys`} style={visuallyHidden}>
        {t('catalog.keyboardHint')}
      </div>
      <div role="status" style={visuallyHidden}>
        {found}
      </div>
    </Card>
  );
}
