import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useDebounced } from '@/hooks/catalog/use-debounced';
import { useDocCountries, type DocCountriesAnswer } from '@/hooks/content/use-doc-countries';
import type { DocColumn } from './doc-table';
import { DocListPage } from './doc-list-page';
import { SearchField } from './search-field';

type Row = DocCountriesAnswer['data'][number];

/** /doc/countries: every country's id, ISO code and calling code. */
export function DocCountriesView() {
  const { t } = useTranslation('content');
  const [search, setSearch] = useState('');
  const list = useDocCountries(useDebounced(search.trim()));
  const columns: DocColumn<Row>[] = [
    { label: t('doc.id'), cell: (r) => r.id },
    { label: t('doc.name'), cell: (r) => r.name },
    { label: t('doc.iso'), cell: (r) => <code>{r.iso}</code> },
    { label: t('doc.phoneCode'), cell: (r) => `+${r.phone_code.replace(/^\+/, '')}` },
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
