import { Link } from '@/components/common/app-link';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
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
}

interface Props {
  /** `services` or `countries`: names the page's texts. */
  kind: 'services' | 'countries';
  items: IndexItem[];
  list: ListRequest;
}

// A country is found by its name or its calling code ("+44" or "44").
const indexWords = (item: IndexItem) => [item.name, item.note ?? ''];

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
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`${kind}.description`)}
      </Typography>
      <ListControls searchLabel={t(`${kind}.search`)} {...controls} />
      <ListState list={list} total={items.length} shown={shown.length} search={search} noneText={t(`${kind}.none`)}>
        <Box
          component="ul"
          aria-label={title}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {shown.map((item) => (
            <li key={item.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} href={item.href} sx={{ height: '100%', p: 1.5 }}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <ItemAvatar icon={item.icon} name={item.name} size={40} />
                    <Box sx={{ minWidth: 0 }}>
                      {/* The name wraps: "Vereinigtes Königreich +44" was cut to an ellipsis in a
                          1440 px card (page walk); cards of a row share the tallest's height. */}
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {item.name}
                        {item.note && (
                          <Typography component="span" color="text.secondary" sx={{ ml: 0.75, fontWeight: 400 }}>
                            {item.note}
                          </Typography>
                        )}
                      </Typography>
                      <Typography variant="body2" noWrap>
                        {text.from(item.price)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" noWrap>
                        {text.free(item.count)}
                      </Typography>
                    </Box>
                  </Stack>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      </ListState>
    </>
  );
}
