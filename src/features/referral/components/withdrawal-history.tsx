import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useDebounced } from '@/hooks/use-debounced';
import { useMoney } from '@/hooks/use-money';
import { useWithdrawals, type Withdrawal } from '@/features/referral/hooks/use-withdrawals';
import { LoadState } from '@/components/common/load-state';
import { HistoryCard } from '@/components/common/history-card';
import { SearchField } from '@/components/common/search-field';
import { ListPager } from '@/components/common/list-pager';
import { StatusChip } from '@/components/common/status-chip';

const STATUS_COLOR = { pending: 'warning', paid: 'success', rejected: 'error' } as const;

function WithdrawalRow({ entry }: { entry: Withdrawal }) {
  const { t } = useTranslation('referral');
  const money = useMoney();
  return (
    <HistoryCard
      title={`${money(entry.amount)} · ${t(`withdraw.methods.${entry.method}`)}`}
      at={entry.created_at}
      detail={entry.wallet || undefined}
      status={<StatusChip color={STATUS_COLOR[entry.status]} label={t(`history.status.${entry.status}`)} />}
    />
  );
}

/** Spec §3: the withdrawal history, 10 a page, searched (debounced) by method, status or wallet. */
export function WithdrawalHistory() {
  const { t } = useTranslation('referral');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim());
  const { data, error, isLoading, mutate } = useWithdrawals({ search: settled, page });
  const rows = data?.data ?? [];

  return (
    <Box component="section" aria-labelledby="referral-history-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id="referral-history-title" variant="h6" component="h2">
          {t('history.title')}
        </Typography>
        <SearchField
          label={t('history.search')}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
      </Stack>
      <LoadState
        loading={isLoading && !data}
        error={error}
        empty={rows.length === 0}
        emptyText={settled ? t('history.noResults') : t('history.empty')}
        errorText={t('history.loadFailed')}
        onRetry={() => void mutate()}
      >
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={t('history.title')}>
          {rows.map((entry) => (
            <WithdrawalRow key={entry.id} entry={entry} />
          ))}
        </Stack>
        <ListPager page={data?.meta.current_page ?? page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
      </LoadState>
    </Box>
  );
}
