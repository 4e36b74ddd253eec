import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useDebounced } from '@/hooks/use-debounced';
import { usePageOpen } from '@/hooks/use-page-open';
import { useDocCountries, type DocCountriesAnswer } from '@/features/content/hooks/use-doc-countries';
import type { DocColumn } from '@/components/common/doc-table';
import { callingCode, countryPath } from '@/lib/catalog-pages';
import { DocListPage } from './doc-list-page';
import { CatalogLink } from './catalog-link';
import { SearchField } from '@/components/common/search-field';

type Row = DocCountriesAnswer['data'][number];

/** /doc/countries: every country's id, ISO code and calling code. */
export function DocCountriesView() {
  const { t } = useTranslation('content');
  const [search, setSearch] = useState('');
  const list = useDocCountries(useDebounced(search.trim()));
  const countryOpen = usePageOpen('country');
  const columns: DocColumn<Row>[] = [
    { label: t('doc.id'), cell: (r) => r.id },
    {
      label: t('doc.name'),
      cell: (r) => (countryOpen ? <CatalogLink href={countryPath(r.iso)}>{r.name}</CatalogLink> : r.name),
    },
    { label: t('doc.iso'), cell: (r) => <code>{r.iso}</code> },
    { label: t('doc.phoneCode'), cell: (r) => callingCode(r.phone_code) },
  ];
  return (
    <DocListPage
      section="countries"
      list={list}
      columns={columns}
      controls={<SearchField label={t('doc.search')} value={search} onChange={setSearch} />}
    />
  );
}
