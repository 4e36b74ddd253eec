import { Link } from '@/components/common/app-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ItemAvatar } from '@/components/common/item-avatar';
import { PageTitle } from '@/components/common/page-title';
import { CatalogBreadcrumbs } from './catalog-breadcrumbs';
import { ListControls, ListState, useListControls, type ListRequest } from './list-controls';
import { OfferTable, type OfferRow } from './offer-table';
import { UnavailableNotice } from './unavailable-notice';
import { useOfferText } from '../hooks/use-offer-text';

const STEPS = ['choose', 'buy', 'code'] as const;
const searchWords = (row: OfferRow) => [row.name, ...(row.keywords ?? [])];

interface Props {
  /** `service`: a service's countries; `country`: a country's services. Names the texts. */
  kind: 'service' | 'country';
  /** The subject: interpolated as {{name}} into the page's texts. */
  name: string;
  icon: string | null;
  cta: string;
  rows: OfferRow[];
  list: ListRequest;
  /** `{{code}}` of the country texts. */
  extra?: Record<string, string>;
}

/**
 * The body of /service/{slug} and /country/{iso}: title and description for crawlers, the
 * headline numbers (lowest price, free numbers, how many places), the call to action into
 * the home page's buy flow, the sortable table, and how buying works.
 */
export function OfferPage({ kind, name, icon, cta, rows, list, extra }: Props) {
  const { t } = useTranslation('catalog-pages');
  const parent = useParent(kind);
  const text = useOfferText();
  const { shown, search, controls } = useListControls(rows, 'price', searchWords);
  const inStock = rows.filter((r) => r.count > 0);
  const prices = (inStock.length ? inStock : rows).map((r) => r.price).filter((p): p is number => p !== null);
  const lowest = prices.length ? Math.min(...prices) : null;
  const free = inStock.reduce((sum, r) => sum + r.count, 0);
  const vars = { name, ...extra };
  const title = t(`${kind}.title`, vars);
  const description = rows.length
    ? t(`${kind}.description`, { ...vars, count: rows.length, price: text.money(lowest) })
    : t(`${kind}.none`, vars);
  const places = kind === 'service' ? 'countries' : 'services';

  return (
    <>
      <PageTitle title={title} description={description} />
      <CatalogBreadcrumbs trail={[parent]} current={name} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
        <ItemAvatar icon={icon} name={name} size={56} />
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 34 }, minWidth: 0 }}>
          {title}
        </Typography>
      </Stack>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t(`${kind}.intro`, vars)}
      </Typography>
      {rows.length > 0 && (
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, m: 0, mb: 2.5 }}>
          {[
            [t('stats.lowest'), text.money(lowest)],
            [t('stats.free'), text.number(free)],
            [t(`stats.${places}`), text.number(rows.length)],
          ].map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 22, fontWeight: 700 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Box>
      )}
      <Button
        component={Link}
        href={cta}
        variant="contained"
        size="large"
        sx={{ mb: 4, width: { xs: '100%', sm: 'auto' } }}
      >
        {t(`${kind}.cta`, vars)}
      </Button>

      <Box component="section" aria-labelledby="offers-title" sx={{ mb: 4 }}>
        <Typography id="offers-title" variant="h5" component="h2" gutterBottom>
          {t(`${kind}.listTitle`, vars)}
        </Typography>
        {rows.length > 0 && <ListControls searchLabel={t(`${places}.search`)} {...controls} />}
        <ListState
          list={list}
          total={rows.length}
          shown={shown.length}
          search={search}
          noneText={t(`${kind}.none`, vars)}
        >
          <OfferTable
            labelledBy="offers-title"
            nameColumn={t(`columns.${kind === 'service' ? 'country' : 'service'}`)}
            rows={shown}
          />
        </ListState>
        {rows.length === 0 && !list.isLoading && (
          <Button component={Link} href={parent.href} sx={{ mt: 1 }}>
            {parent.label}
          </Button>
        )}
      </Box>

      <Box component="section" aria-labelledby="steps-title">
        <Typography id="steps-title" variant="h5" component="h2" gutterBottom>
          {t('steps.title')}
        </Typography>
        <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
          {STEPS.map((s) => (
            <Typography component="li" key={s} sx={{ mb: 1 }}>
              {t(`steps.${s}`)}
            </Typography>
          ))}
        </Box>
      </Box>
    </>
  );
}

/** The index page a detail page sits under: /service or /country. */
function useParent(kind: Props['kind']) {
  const { t } = useTranslation('catalog-pages');
  return { href: `/${kind}`, label: t(kind === 'service' ? 'services.title' : 'countries.title') };
}

/** The body of a catalogue detail page whose data could not be loaded (503): back to the index, or retry. */
export function OfferPageUnavailable({ kind }: { kind: Props['kind'] }) {
  const parent = useParent(kind);
  return (
    <>
      <PageTitle title={parent.label} />
      <CatalogBreadcrumbs trail={[parent]} />
      <Typography variant="h4" component="h1" gutterBottom>
        {parent.label}
      </Typography>
      <UnavailableNotice />
    </>
  );
}
