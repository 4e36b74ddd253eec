import { useState } from 'react';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
    <Box component="section" aria-labelledby="prices-table-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
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
      </Stack>
      <Typography id="prices-table-title" variant="subtitle1" component="h2" gutterBottom>
        {countryName ? t('prices.tableFor', { country: countryName }) : t('prices.tableAny')}
      </Typography>
      <LoadState
        loading={isLoading && !data}
        error={error}
        empty={rows.length === 0}
        emptyText={t('prices.empty')}
        errorText={t('prices.loadFailed')}
        onRetry={() => void mutate()}
      >
        <Box sx={{ overflowX: 'auto' }}>
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
        </Box>
        {data && rows.length < data.count && rows.length >= load * CATALOG_CHUNK && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button variant="outlined" onClick={() => setLoad((l) => l + 1)}>
              {t('prices.more')}
            </Button>
          </Box>
        )}
      </LoadState>
    </Box>
  );
}
