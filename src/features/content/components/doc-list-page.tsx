import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PageTitle } from '@/components/common/page-title';
import { DocTable, type DocColumn } from '@/components/common/doc-table';
import { LoadState } from '@/components/common/load-state';

interface Props<T extends { id: number }> {
  /** `services`, `countries` or `operators`: names the doc.*Title and doc.*Intro texts. */
  section: 'services' | 'countries' | 'operators';
  list: { data?: { data: T[] }; error: unknown; isLoading: boolean; mutate(): unknown };
  columns: DocColumn<T>[];
  /** The search box or country picker above the table. */
  controls: ReactNode;
}

/** The frame of the three API reference lists: heading, intro, controls, then the table's states. */
export function DocListPage<T extends { id: number }>({ section, list, columns, controls }: Props<T>) {
  const { t } = useTranslation('content');
  const title = t(`doc.${section}Title`);
  const rows = list.data?.data ?? [];
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t(`doc.${section}Intro`)}
      </Typography>
      {controls}
      <LoadState
        loading={list.isLoading && !list.data}
        error={list.error}
        empty={rows.length === 0}
        emptyText={t('doc.empty')}
        errorText={t('doc.loadFailed')}
        onRetry={() => void list.mutate()}
      >
        <DocTable label={title} columns={columns} rows={rows} />
      </LoadState>
    </>
  );
}
