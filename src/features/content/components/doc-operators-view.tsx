import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { OutlinedSelect } from '@/components/common/outlined-select';
import { useDocCountries } from '@/features/content/hooks/use-doc-countries';
import { useDocOperators, type DocOperatorsAnswer } from '@/features/content/hooks/use-doc-operators';
import type { DocColumn } from '@/components/common/doc-table';
import { DocListPage } from './doc-list-page';

type Row = DocOperatorsAnswer['data'][number];

/** /doc/operators: operator ids, optionally of one country. */
export function DocOperatorsView() {
  const { t } = useTranslation('content');
  const [country, setCountry] = useState('');
  const countries = useDocCountries('');
  const list = useDocOperators(country ? Number(country) : undefined);
  const countryName = (id: number) => countries.data?.data.find((c) => c.id === id)?.name ?? String(id);
  // Without the names the column shows ids, and the picker only "All countries": say why.
  const countriesFailed = !!countries.error && !countries.data;
  const columns: DocColumn<Row>[] = [
    { label: t('doc.id'), cell: (r) => r.id },
    { label: t('doc.name'), cell: (r) => r.name },
    { label: t('doc.slug'), cell: (r) => <code>{r.slug}</code> },
    { label: t('doc.country'), cell: (r) => countryName(r.country_id) },
  ];
  const picker = (
    <OutlinedSelect
      label={t('doc.country')}
      value={country}
      options={[
        { value: '', label: t('doc.allCountries') },
        ...(countries.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
      ]}
      onChange={setCountry}
      helperText={countriesFailed ? t('doc.countriesFailed') : undefined}
      smWidth={260}
      sx={{ mb: 2 }}
    />
  );
  return <DocListPage section="operators" list={list} columns={columns} controls={picker} />;
}
