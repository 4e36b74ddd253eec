import { Link } from '@/components/common/app-link';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
import { outlinedPaperStyles } from '@/styles/paper-styles';
import { useTranslation } from 'next-i18next/pages';
import { cardGridStyles } from '@/styles/card-grid-styles';
import { ItemAvatar } from '@/components/common/item-avatar';
import { PageTitle } from '@/components/common/page-title';
import { CatalogBreadcrumbs } from './catalog-breadcrumbs';
import { ListControls, ListState, useListControls, type ListRequest } from './list-controls';
import { useOfferText } from '../hooks/use-offer-text';

export interface IndexItem {
  id: number;
  name: string;
  href: string;
  icon: string | null;
  price: number | null;
  count: number;
  /** A second line under the name (a country's calling code). */
  note?: string;
  /** What else finds the item in the search (a country's English name). */
  keywords?: string[];
}

interface Props {
  /** `services` or `countries`: names the page's texts. */
  kind: 'services' | 'countries';
  items: IndexItem[];
  list: ListRequest;
}

/**
 * The cards' grid, and every card's look (Material's outlined card and action area), written
 * once: the index hydrates dozens of cards on a phone, and as Material components each was a
 * card, a ripple button, a stack and four typographies serialising their styles (issue 17).
 */
const IndexGrid = styled('ul')(({ theme }) => {
  const { palette, typography } = theme;
  const line = {
    ...typography.body2,
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  };
  return {
    ...cardGridStyles(theme, {
      xs: 'minmax(0, 1fr)',
      sm: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(3, minmax(0, 1fr))',
    }),
    '& .index-card': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1.5),
      boxSizing: 'border-box',
      height: '100%',
      minWidth: 0,
      padding: theme.spacing(1.5),
      ...outlinedPaperStyles(theme),
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { backgroundColor: alpha(palette.text.primary, palette.action.hoverOpacity) },
      // Material's ripple is not here: a press tints the card instead.
      '&:active': { backgroundColor: alpha(palette.text.primary, palette.action.focusOpacity) },
    },
    '& .index-card__text': { minWidth: 0 },
    // The name wraps: "Vereinigtes Königreich +44" was cut to an ellipsis in a 1440 px card
    // (page walk); cards of a row share the tallest's height.
    '& .index-card__name': { ...typography.body1, display: 'block', fontWeight: 600, overflowWrap: 'anywhere' },
    '& .index-card__note': { marginLeft: theme.spacing(0.75), fontWeight: 400, color: palette.text.secondary },
    '& .index-card__line': line,
    '& .index-card__muted': { ...line, color: palette.text.secondary },
  };
});

// A country is found by its name, its calling code ("+44" or "44") or its English name.
const indexWords = (item: IndexItem) => [item.name, item.note ?? '', ...(item.keywords ?? [])];

/**
 * /service and /country: every item as a card linking to its page, searchable and sortable.
 * When the server could not read the list, the hook reads it again in the browser.
 */
export function CatalogIndex({ kind, items, list }: Props) {
  const { t } = useTranslation('catalog-pages');
  const text = useOfferText();
  const { shown, search, controls } = useListControls(items, 'name', indexWords);
  const title = t(`${kind}.title`);
  return (
    <>
      <PageTitle title={title} description={t(`${kind}.description`)} />
      <CatalogBreadcrumbs trail={[]} current={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t(`${kind}.description`)}
      </Typography>
      <ListControls searchLabel={t(`${kind}.search`)} {...controls} />
      <ListState list={list} total={items.length} shown={shown.length} search={search} noneText={t(`${kind}.none`)}>
        <IndexGrid aria-label={title}>
          {shown.map((item) => (
            <li key={item.id}>
              <Link href={item.href} className="index-card">
                <ItemAvatar icon={item.icon} name={item.name} size={40} />
                <span className="index-card__text">
                  <span className="index-card__name">
                    {item.name}
                    {item.note && <span className="index-card__note">{item.note}</span>}
                  </span>
                  <span className="index-card__line">{text.from(item.price)}</span>
                  <span className="index-card__muted">{text.free(item.count)}</span>
                </span>
              </Link>
            </li>
          ))}
        </IndexGrid>
      </ListState>
    </>
  );
}
