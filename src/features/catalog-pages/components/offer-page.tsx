import { Link } from '@/components/common/app-link';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { buttonStyles } from '@/styles/button-styles';
import { ItemAvatar } from '@/components/common/item-avatar';
import { PageTitle } from '@/components/common/page-title';
import { CatalogBreadcrumbs } from './catalog-breadcrumbs';
import { ListControls, ListState, useListControls, type ListRequest } from './list-controls';
import { OfferTable, type OfferRow } from './offer-table';
import { UnavailableNotice } from './unavailable-notice';
import { useOfferText } from '../hooks/use-offer-text';

const STEPS = ['choose', 'buy', 'code'] as const;

/**
 * The page's texts, figures and buttons as Material's Typography, Stack and Button drew them, by
 * one styled element (issue 17): they were 20 styled components hydrating on every catalogue page.
 */
const Body = styled('div')(({ theme }) => {
  const { palette, typography, breakpoints } = theme;
  return {
    ...buttonStyles(theme),
    '& .offer-page__heading': { display: 'flex', alignItems: 'center', gap: theme.spacing(2), marginBottom: 12 },
    '& .offer-page__title': {
      ...typography.h4,
      margin: 0,
      minWidth: 0,
      fontSize: 24,
      [breakpoints.up('sm')]: { fontSize: 34 },
    },
    // The unavailable page's title: Material's h4 at its own size.
    '& .offer-page__unavailable-title': { ...typography.h4, margin: '0 0 0.35em' },
    '& .offer-page__intro': { ...typography.body1, margin: theme.spacing(0, 0, 2), color: palette.text.secondary },
    '& .offer-page__stats': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(2),
      margin: theme.spacing(0, 0, 2.5),
      [breakpoints.up('sm')]: { gap: theme.spacing(4) },
    },
    '& .offer-page__stat-label': { ...typography.body2, margin: 0, color: palette.text.secondary },
    '& .offer-page__stat-value': { ...typography.body1, margin: 0, fontSize: 22, fontWeight: 700 },
    '& .offer-page__cta': {
      marginBottom: theme.spacing(4),
      width: '100%',
      [breakpoints.up('sm')]: { width: 'auto' },
    },
    '& .offer-page__section': { marginBottom: theme.spacing(4) },
    '& .offer-page__section-title': { ...typography.h5, margin: '0 0 0.35em' },
    '& .offer-page__back': { marginTop: theme.spacing(1) },
    '& .offer-page__steps': { margin: 0, paddingLeft: theme.spacing(2.5) },
    '& .offer-page__step': { ...typography.body1, margin: theme.spacing(0, 0, 1) },
  };
});
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
      <Body>
        <div className="offer-page__heading">
          <ItemAvatar icon={icon} name={name} size={56} />
          <h1 className="offer-page__title">{title}</h1>
        </div>
        <p className="offer-page__intro">{t(`${kind}.intro`, vars)}</p>
        {rows.length > 0 && (
          <dl className="offer-page__stats">
            {[
              [t('stats.lowest'), text.money(lowest)],
              [t('stats.free'), text.number(free)],
              [t(`stats.${places}`), text.number(rows.length)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="offer-page__stat-label">{label}</dt>
                <dd className="offer-page__stat-value">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <ButtonBase
          component={Link}
          href={cta}
          // As Material's Button: keyboard focus also pulses a ripple.
          focusRipple
          className="button button--contained button--large offer-page__cta"
        >
          {t(`${kind}.cta`, vars)}
        </ButtonBase>

        <section aria-labelledby="offers-title" className="offer-page__section">
          <h2 id="offers-title" className="offer-page__section-title">
            {t(`${kind}.listTitle`, vars)}
          </h2>
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
            <ButtonBase component={Link} href={parent.href} focusRipple className="button offer-page__back">
              {parent.label}
            </ButtonBase>
          )}
        </section>

        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className="offer-page__section-title">
            {t('steps.title')}
          </h2>
          <ol className="offer-page__steps">
            {STEPS.map((s) => (
              <li key={s} className="offer-page__step">
                {t(`steps.${s}`)}
              </li>
            ))}
          </ol>
        </section>
      </Body>
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
      <Body>
        <h1 className="offer-page__unavailable-title">{parent.label}</h1>
      </Body>
      <UnavailableNotice />
    </>
  );
}
