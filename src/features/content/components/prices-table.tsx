import { useState } from 'react';
import { useRouter } from 'next/router';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { CATALOG_CHUNK } from '@contracts/number-limits';
import { servicePath } from '@/lib/catalog-pages';
import { formatCount } from '@/lib/number-symbols';
import { useDebounced } from '@/hooks/use-debounced';
import { useMoney } from '@/hooks/use-money';
import { usePriceCountries } from '@/hooks/use-price-countries';
import { usePriceTable } from '@/hooks/use-price-table';
import { usePageOpen } from '@/hooks/use-page-open';
import { DataTable } from '@/components/common/data-table';
import { Link } from '@/components/common/app-link';
import { LoadState } from '@/components/common/load-state';
import { SearchField } from '@/components/common/search-field';
import { OutlinedSelect } from '@/components/common/outlined-select';
import { buttonStyles } from '@/styles/button-styles';

/**
 * The controls, the table's title and the "more" button as Material's Stack, Typography, Box
 * and Button drew them, by one styled element (issue 17).
 */
const Section = styled('section')(({ theme }) => ({
  ...buttonStyles(theme),
  '& .prices-table__controls': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    marginBottom: theme.spacing(2),
    [theme.breakpoints.up('sm')]: { flexDirection: 'row' },
  },
  '& .prices-table__title': { ...theme.typography.subtitle1, margin: '0 0 0.35em' },
  '& .prices-table__more': { marginTop: theme.spacing(2), textAlign: 'center' },
}));

/**
 * The public price list (spec §2 /prices): service × country from the activation catalogue.
 * Without a country each row shows the cheapest offer anywhere; picking a country shows its
 * own prices and free numbers.
 */
export function PricesTable() {
  const { t } = useTranslation('content');
  const money = useMoney();
  const { locale } = useRouter();
  // Each service links to its own page (spec §2 /service/{service}) while that page is open.
  const serviceOpen = usePageOpen('service');
  const [country, setCountry] = useState('');
  const [search, setSearch] = useState('');
  const [load, setLoad] = useState(1);
  const settled = useDebounced(search.trim());
  const countries = usePriceCountries();
  const countryId = country ? Number(country) : undefined;
  const { data, error, isLoading, mutate } = usePriceTable({ countryId, search: settled, load });
  const rows = data?.services ?? [];
  const countryName = countries.data?.countries.find((c) => c.id === countryId)?.name;

  return (
    <Section aria-labelledby="prices-table-title">
      <div className="prices-table__controls">
        <SearchField
          label={t('prices.search')}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setLoad(1);
          }}
        />
        <OutlinedSelect
          label={t('prices.country')}
          value={country}
          onChange={(value) => {
            setCountry(value);
            setLoad(1);
          }}
          // The "any" choice (empty value) first, then every country.
          options={[
            { value: '', label: t('prices.anyCountry') },
            ...(countries.data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          smWidth={260}
        />
      </div>
      <h2 id="prices-table-title" className="prices-table__title">
        {countryName ? t('prices.tableFor', { country: countryName }) : t('prices.tableAny')}
      </h2>
      <LoadState
        loading={isLoading && !data}
        error={error}
        empty={rows.length === 0}
        emptyText={t('prices.empty')}
        errorText={t('prices.loadFailed')}
        onRetry={() => void mutate()}
      >
        <div style={{ overflowX: 'auto' }}>
          {/* A plain table styled once (issue 17): its rows hydrate without a styled element each. */}
          <DataTable aria-labelledby="prices-table-title">
            <thead>
              <tr>
                <th scope="col">{t('prices.service')}</th>
                <th scope="col" className="data-table__end">
                  {countryName ? t('prices.price') : t('prices.priceFrom')}
                </th>
                <th scope="col" className="data-table__end">
                  {t('prices.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    {serviceOpen ? (
                      <Link href={servicePath(s.slug)} className="data-table__link">
                        {s.name}
                      </Link>
                    ) : (
                      s.name
                    )}
                  </th>
                  <td className="data-table__end">{money(s.price)}</td>
                  <td className="data-table__end">{formatCount(s.count, locale)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
        {data && rows.length < data.count && rows.length >= load * CATALOG_CHUNK && (
          <div className="prices-table__more">
            <ButtonBase className="button button--outlined" focusRipple onClick={() => setLoad((l) => l + 1)}>
              {t('prices.more')}
            </ButtonBase>
          </div>
        )}
      </LoadState>
    </Section>
  );
}
