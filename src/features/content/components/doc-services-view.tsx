import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { servicePath } from '@/lib/catalog-pages';
import { useDebounced } from '@/hooks/use-debounced';
import { usePageOpen } from '@/hooks/use-page-open';
import { useDocServices, type DocServicesAnswer } from '@/features/content/hooks/use-doc-services';
import type { DocColumn } from '@/components/common/doc-table';
import { DocListPage } from './doc-list-page';
import { CatalogLink } from './catalog-link';
import { SearchField } from '@/components/common/search-field';

type Row = DocServicesAnswer['data'][number];

/** /doc/services: every service's id and slug for API users. */
export function DocServicesView() {
  const { t } = useTranslation('content');
  const [search, setSearch] = useState('');
  const list = useDocServices(useDebounced(search.trim()));
  const serviceOpen = usePageOpen('service');
  const columns: DocColumn<Row>[] = [
    { label: t('doc.id'), cell: (r) => r.id },
    {
      label: t('doc.name'),
      cell: (r) => (serviceOpen ? <CatalogLink href={servicePath(r.slug)}>{r.name}</CatalogLink> : r.name),
    },
    { label: t('doc.slug'), cell: (r) => <code>{r.slug}</code> },
  ];
  return (
    <DocListPage
      section="services"
      list={list}
      columns={columns}
      controls={<SearchField label={t('doc.search')} value={search} onChange={setSearch} />}
    />
  );
}
