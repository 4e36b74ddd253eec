import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'next-i18next/pages';
import type { ResponseOf } from '@contracts/route';
import type { listCountries, listServices } from '@contracts/catalog';

/** A service or a country as the catalogue lists name them (picker sidebars, SEO indexes). */
export type SidebarItem =
  ResponseOf<typeof listServices>['services'][number] | ResponseOf<typeof listCountries>['countries'][number];

interface Props {
  item: SidebarItem;
  selected: boolean;
  price: string;
  /** The price before the buyer's loyalty discount, struck through after `price`; only when discounted. */
  listPrice?: string;
  onSelect(): void;
  onFavorite(): void;
  /** Roving-tabindex attributes of the row's two keyboard cells: the row itself (0) and its star (1). */
  cellProps?(col: 0 | 1): { tabIndex: 0 | -1; 'data-row': number; 'data-col': number };
}

function iconOf(item: SidebarItem): string {
  return 'icon' in item ? item.icon : item.flag;
}

// Issue 17: the rows' styles are resolved once per component here, not per row through `sx`:
// a catalogue column hydrates 20 rows of them on a phone's slow CPU.
const RoundedAvatar = styled(Avatar)(({ theme }) => ({
  backgroundColor: theme.palette.action.hover,
  color: theme.palette.text.primary,
  // Black brand badges (X, Uber) vanish on dark cards: a light ring keeps every icon's
  // edge visible (about 4:1 against the dark paper, WCAG 1.4.11 asks 3:1).
  ...theme.applyStyles('dark', { boxShadow: '0 0 0 1px rgba(255, 255, 255, 0.4)' }),
}));
const RowCell = styled('div')({ display: 'flex', flex: 1, minWidth: 0 });
const RowButton = styled(ListItemButton)(({ theme }) => ({ paddingRight: theme.spacing(6) }));
const RowAvatar = styled(ListItemAvatar)({ minWidth: 44 });
// Names and "count · from price" wrap rather than clip: pt "1332 números · a partir de $0,54"
// lost its price in a phone's rent list (issue 16).
const RowText = styled(ListItemText)({ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } });

/** Flags may be emoji (shown as text) or image URLs; without either, the name's first letter. */
export function ItemAvatar({ icon, name, size = 32 }: { icon: string | null; name: string; size?: number }) {
  const isUrl = icon !== null && /^(https?:)?\/|^data:/.test(icon);
  return (
    <RoundedAvatar
      src={isUrl ? icon : undefined}
      alt=""
      // Plain inline sizes: no style rule per size.
      style={{ width: size, height: size, fontSize: Math.round(size * 0.56) }}
      variant="rounded"
    >
      {isUrl ? name.slice(0, 1) : icon || name.slice(0, 1)}
    </RoundedAvatar>
  );
}

/**
 * One row of a catalogue grid (see useRovingGrid): the name cell chooses the item, the star
 * cell beside it (ArrowRight) adds it to or removes it from the favourites.
 */
export function CatalogRow({ item, selected, price, listPrice, onSelect, onFavorite, cellProps }: Props) {
  const { t } = useTranslation('numbers');
  return (
    <ListItem
      role="row"
      disablePadding
      slotProps={{ secondaryAction: { role: 'gridcell' } }}
      secondaryAction={
        <IconButton
          {...cellProps?.(1)}
          edge="end"
          size="small"
          aria-pressed={item.favorite}
          aria-label={t(item.favorite ? 'catalog.unfavorite' : 'catalog.favorite', { name: item.name })}
          onClick={onFavorite}
        >
          {item.favorite ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
        </IconButton>
      }
    >
      {/* The cell holds the button (it stays a button to assistive technology and to tests). */}
      <RowCell role="gridcell" aria-selected={selected}>
        <RowButton {...cellProps?.(0)} selected={selected} onClick={onSelect} aria-current={selected || undefined}>
          <RowAvatar>
            <ItemAvatar icon={iconOf(item)} name={item.name} />
          </RowAvatar>
          <RowText
            primary={item.name}
            secondary={
              <>
                {t('catalog.countAndPrice', { count: item.count, price })}
                {listPrice && (
                  <>
                    {' '}
                    <s aria-hidden="true">{listPrice}</s>
                    <Box component="span" sx={visuallyHidden}>
                      {t('price.was', { price: listPrice })}
                    </Box>
                  </>
                )}
              </>
            }
          />
        </RowButton>
      </RowCell>
    </ListItem>
  );
}
