import { useState } from 'react';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import { useEarnings, type Earning } from '@/features/referral/hooks/use-earnings';
import { DocTable, type DocColumn } from '@/components/common/doc-table';
import { LoadState } from '@/components/common/load-state';
import { ListPager } from '@/components/common/list-pager';
import { dateTimeFormat } from '@/lib/intl-formats';

/** Credits from referred users' top-ups, newest first, 10 a page; the referred user's email masked upstream. */
export function EarningsList() {
  const { t } = useTranslation('referral');
  const money = useMoney();
  const { locale } = useRouter();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useEarnings(page);
  const rows = data?.data ?? [];
  const columns: DocColumn<Earning>[] = [
    { label: t('earnings.referred'), cell: (e) => e.referred },
    { label: t('earnings.amount'), cell: (e) => money(e.amount) },
    {
      label: t('earnings.date'),
      cell: (e) => (
        <time dateTime={e.created_at}>
          {dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(e.created_at))}
        </time>
      ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="referral-earnings-title">
      <Typography id="referral-earnings-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('earnings.title')}
      </Typography>
      <LoadState
        loading={isLoading && !data}
        error={error}
        empty={rows.length === 0}
        emptyText={t('earnings.empty')}
        errorText={t('earnings.loadFailed')}
        onRetry={() => void mutate()}
      >
        <DocTable label={t('earnings.title')} columns={columns} rows={rows} />
        <ListPager page={data?.meta.current_page ?? page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
      </LoadState>
    </Box>
  );
}
