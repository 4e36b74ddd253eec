import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { FavoriteScope } from '@contracts/favorites';
import { visuallyHidden } from '@mui/utils';
import useEventCallback from '@mui/utils/useEventCallback';
import { useDebounced } from '@/hooks/use-debounced';
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
      if (entries.some((e) => e.isIntersecting)) setLoaded({ filterKey, load: load + 1 });
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

  const listId = `catalog-${target}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${listId}-title`} sx={{ p: 1.5, minWidth: 0 }}>
      <Typography id={`${listId}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}{' '}
        {total > 0 && (
          <Typography component="span" color="textSecondary">
            ({total})
          </Typography>
        )}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <SearchField plain label={t('catalog.search')} value={search} onChange={setSearch} />
        <OutlinedSelect
          label={t('catalog.sort')}
          value={sort}
          onChange={setSort}
          options={SORTS.map((s) => ({ value: s, label: t(`catalog.sorts.${s}`) }))}
        />
      </Stack>
      {signedIn && (
        <FormControlLabel
          // FormControlLabel's -11px margin fits a medium switch; a small one would stick out of the card.
          sx={{ ml: 0 }}
          control={<Switch size="small" checked={favoritesOnly} onChange={(e) => setFavoritesOnly(e.target.checked)} />}
          label={t('catalog.favoritesOnly')}
        />
      )}
      {error && items.length === 0 ? (
        <Typography role="alert" color="error" sx={{ p: 2 }}>
          {t('catalog.loadFailed')}
        </Typography>
      ) : isLoading && items.length === 0 ? (
        <Box aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={48} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Typography color="textSecondary" sx={{ p: 2 }}>
          {t('catalog.empty')}
        </Typography>
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
            <Box component="li" role="row" ref={sentinel} sx={{ textAlign: 'center', py: 1, listStyle: 'none' }}>
              <Box role="gridcell">
                <Button size="small" tabIndex={-1} onClick={more} disabled={isValidating}>
                  {t('catalog.more')}
                </Button>
              </Box>
            </Box>
          )}
        </CatalogRows>
      )}
      <Box id={`${listId}-keys`} sx={visuallyHidden}>
        {t('catalog.keyboardHint')}
      </Box>
    </Paper>
  );
}
