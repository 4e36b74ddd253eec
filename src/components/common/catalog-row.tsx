import { memo } from 'react';
import { alpha, styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'next-i18next/pages';
import type { ResponseOf } from '@contracts/route';
import type { listCountries, listServices } from '@contracts/catalog';
import { gridCellProps } from '@/hooks/use-roving-grid';
import { formatCount } from '@/lib/number-symbols';
import { ItemAvatar } from './item-avatar';
import { pathIcon } from '@/components/common/path-icon';

/** A service or a country as the catalogue lists name them (picker sidebars, SEO indexes). */
export type SidebarItem =
  ResponseOf<typeof listServices>['services'][number] | ResponseOf<typeof listCountries>['countries'][number];

interface Props {
  item: SidebarItem;
  selected: boolean;
  price: string;
  /** The price before the buyer's loyalty discount, struck through after `price`; only when discounted. */
  listPrice?: string;
  onSelect(item: SidebarItem): void;
  onFavorite(item: SidebarItem): void;
  /**
   * In a roving-tabindex grid (useRovingGrid): the row's index, and which of its two cells (the
   * row itself 0, its star 1) is the grid's Tab stop, if either.
   */
  row?: number;
  tabStop?: 0 | 1 | null;
}

function iconOf(item: SidebarItem): string {
  return 'icon' in item ? item.icon : item.flag;
}

// Material's star icons' paths (@mui/icons-material Star and StarBorder), drawn inline: an
// SvgIcon component per row was one more styled element to hydrate.
export const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';

/**
 * The list that holds catalogue rows, and every row's look (Material's dense list rows).
 *
 * Issue 17: a catalogue column hydrates 20 rows on a phone's slow CPU, and as Material
 * components each row was a dozen styled elements (list item, button base, avatar, text,
 * typography, icon button, icon), each serialising its styles at every render. The rows are
 * plain elements with class names whose rules are written once, here.
 */
export const CatalogRows = styled('ul')(({ theme }) => {
  const { action, primary } = theme.palette;
  const background = theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest });
  const button = {
    margin: 0,
    border: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: background,
    '&:hover': { backgroundColor: action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    // Material's ripple is not here: a press tints the control instead.
    '&:active': { backgroundColor: action.selected },
  };
  return {
    listStyle: 'none',
    margin: 0,
    padding: '8px 0',
    position: 'relative',
    // A scroll area of its own only beside the other columns: on a phone the list flows in
    // the page, as a scroll area inside the page's scroll traps a thumb.
    [theme.breakpoints.up('md')]: { maxHeight: 420, overflowY: 'auto' },
    '& .catalog-row': { position: 'relative', display: 'flex' },
    '& .catalog-row__cell': { display: 'flex', flex: 1, minWidth: 0 },
    '& .catalog-row__choose': {
      ...button,
      display: 'flex',
      flexGrow: 1,
      alignItems: 'center',
      minWidth: 0,
      boxSizing: 'border-box',
      textAlign: 'left',
      // Room on the right for the star, which sits over the row.
      padding: '4px 48px 4px 16px',
      borderRadius: 0,
      // Rows fill scroll areas that clip anything outside them: the focus ring goes inside.
      '&:focus-visible': { backgroundColor: action.focus, outlineOffset: -2 },
      '&[aria-current="true"]': {
        backgroundColor: alpha(primary.main, action.selectedOpacity),
        '&:hover': { backgroundColor: alpha(primary.main, action.selectedOpacity + action.hoverOpacity) },
      },
    },
    '& .catalog-row__icon': { display: 'flex', minWidth: 44, flexShrink: 0 },
    '& .catalog-row__text': { flex: '1 1 auto', minWidth: 0, margin: '6px 0' },
    // Names and "count · from price" wrap rather than clip: pt "1332 números · a partir de
    // $0,54" lost its price in a phone's rent list (issue 16).
    '& .catalog-row__name': { ...theme.typography.body2, display: 'block', overflowWrap: 'anywhere' },
    '& .catalog-row__meta': { ...theme.typography.body2, display: 'block', color: theme.palette.text.secondary },
    '& .catalog-row__star-cell': { position: 'absolute', right: 16, top: '50%', transform: 'translateY(-50%)' },
    '& .catalog-row__star': {
      ...button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 5,
      marginRight: -3,
      borderRadius: '50%',
      color: action.active,
      '&[aria-pressed="true"]': { color: theme.palette.warning.main },
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
  };
});

/**
 * One row of a catalogue grid (see useRovingGrid), inside `CatalogRows`: the name cell chooses
 * the item, the star cell beside it (ArrowRight) adds it to or removes it from the favourites.
 *
 * Memoised, with props that stay equal while the row does not change (the item from the SWR
 * cache, strings, stable handlers): the list renders again as it validates, loads more or
 * moves its Tab stop, and each row's texts (a plural and a label) cost a phone's CPU (issue 17).
 */
export const CatalogRow = memo(function CatalogRow({
  item,
  selected,
  price,
  listPrice,
  onSelect,
  onFavorite,
  row,
  tabStop = null,
}: Props) {
  const { t, i18n } = useTranslation('numbers');
  const cell = (col: 0 | 1) => (row === undefined ? {} : gridCellProps(row, col, tabStop));
  return (
    <li role="row" className="catalog-row">
      {/* The cell holds the button (it stays a button to assistive technology and to tests). */}
      <div role="gridcell" aria-selected={selected} className="catalog-row__cell">
        <button
          type="button"
          {...cell(0)}
          className="catalog-row__choose"
          onClick={() => onSelect(item)}
          aria-current={selected || undefined}
        >
          <span className="catalog-row__icon">
            <ItemAvatar icon={iconOf(item)} name={item.name} />
          </span>
          <span className="catalog-row__text">
            <span className="catalog-row__name">{item.name}</span>
            <span className="catalog-row__meta">
              {t('catalog.countAndPrice', { count: item.count, n: formatCount(item.count, i18n.language), price })}
              {listPrice && (
                <>
                  {' '}
                  <s aria-hidden="true">{listPrice}</s>
                  <span style={visuallyHidden}>{t('price.was', { price: listPrice })}</span>
                </>
              )}
            </span>
          </span>
        </button>
      </div>
      <div role="gridcell" className="catalog-row__star-cell">
        <button
          type="button"
          {...cell(1)}
          className="catalog-row__star"
          aria-pressed={item.favorite}
          aria-label={t(item.favorite ? 'catalog.unfavorite' : 'catalog.favorite', { name: item.name })}
          onClick={() => onFavorite(item)}
        >
          {pathIcon(item.favorite ? STAR : STAR_BORDER)}
        </button>
      </div>
    </li>
  );
});
