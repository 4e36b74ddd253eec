import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useDebounced } from '@/hooks/use-debounced';
import { useQueryState } from '@/hooks/use-query-state';
import { isoDay, oneOf, positiveInteger } from '@/lib/query-state';
import { useMoney } from '@/hooks/use-money';
import { isRefusedFilter } from '@/features/payments/hooks/refused-filters';
import {
  defaultHistoryFilters,
  usePaymentHistory,
  type HistoryDate,
  type HistoryFilters,
  type PaymentHistoryEntry,
} from '@/features/payments/hooks/use-payment-history';
import { usePaymentHistoryOptions } from '@/features/payments/hooks/use-payment-history-options';
import { useBalanceTopup } from '@/features/payments/hooks/use-balance-topup';
import { HistoryCard } from '@/components/common/history-card';
import { LoadFallback } from '@/components/common/load-fallback';
import { SystemIcon } from './system-icon';
import { ListPager } from '@/components/common/list-pager';
import { OutlinedSelect } from '@/components/common/outlined-select';
import { OutlinedTextField } from '@/components/common/outlined-text-field';
import { StatusChip } from '@/components/common/status-chip';
import { AlertBox } from '@/components/common/alert-box';
import { SEARCH_MAX_LENGTH } from '@contracts/list-limits';

const DATES: Exclude<HistoryDate, ''>[] = ['today', 'week', 'month', 'year', 'all'];
// In the address too (?date=month&page=2): Back from elsewhere, a reload or a link keeps them.
const FIRST = defaultHistoryFilters();
const READERS = { readers: { date: oneOf(DATES), from: isoDay, to: isoDay, payment_id: positiveInteger } };
const STATUS_COLOR = { pending: 'warning', paid: 'success', failed: 'error', expired: 'default' } as const;

function HistoryFiltersBar({ value, onChange }: { value: HistoryFilters; onChange(next: HistoryFilters): void }) {
  const { t } = useTranslation('payments');
  const { data: options, error: optionsError } = usePaymentHistoryOptions();
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...value, ...patch, page: 1 });
  return (
    <Box
      sx={{
        display: 'grid',
        // Columns never narrower than their longest label or a whole date ("Método de pagamento",
        // "dd.mm.yyyy" with its picker icon): the row wraps instead of clipping (issue 16).
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(12.5rem, 1fr))' },
        gap: 1.5,
        mb: 2,
      }}
    >
      <OutlinedTextField
        size="small"
        type="search"
        fullWidth
        // The longest search the list takes (list-limits.ts).
        maxLength={SEARCH_MAX_LENGTH}
        label={t('history.search')}
        value={value.search}
        onChange={(e) => set({ search: e.target.value })}
      />
      <OutlinedSelect
        fullWidth
        label={t('history.system')}
        value={value.payment_id === '' ? '' : String(value.payment_id)}
        options={[
          { value: '', label: t('history.allSystems') },
          ...(options?.data ?? []).map((o) => ({
            value: String(o.id),
            label: o.name,
            icon: <SystemIcon icon={o.icon} name={o.name} size={20} />,
          })),
        ]}
        onChange={(id) => set({ payment_id: id === '' ? '' : Number(id) })}
        // Without the methods the list holds "All methods" alone, as if there were no others.
        helperText={optionsError && !options ? t('loadFailed') : undefined}
      />
      <OutlinedSelect<HistoryDate>
        fullWidth
        label={t('history.period')}
        value={value.date}
        options={[
          { value: '', label: t('history.anyPeriod') },
          ...DATES.map((d) => ({ value: d, label: t(`history.dates.${d}`) })),
        ]}
        onChange={(date) => set({ date })}
      />
      <OutlinedTextField
        size="small"
        type="date"
        fullWidth
        raisedLabel
        label={t('history.from')}
        value={value.from}
        onChange={(e) => set({ from: e.target.value })}
      />
      <OutlinedTextField
        size="small"
        type="date"
        fullWidth
        raisedLabel
        label={t('history.to')}
        value={value.to}
        onChange={(e) => set({ to: e.target.value })}
      />
    </Box>
  );
}

function HistoryRow({ entry }: { entry: PaymentHistoryEntry }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  return (
    <HistoryCard
      icon={<SystemIcon icon={entry.system.icon} name={entry.system.name} />}
      title={`${money(entry.amount)} · ${entry.system.name}`}
      at={entry.created_at}
      detail={entry.transaction_id}
      status={<StatusChip color={STATUS_COLOR[entry.status]} label={t(`status.${entry.status}`)} />}
    />
  );
}

/** /history: the user's top-ups with filters (empty ones not sent), 10 a page, and loading, empty and error states. */
export function PaymentHistoryView() {
  const { t } = useTranslation('payments');
  const [filters, setFilters] = useQueryState(FIRST, READERS);
  const search = useDebounced(filters.search);
  const { data, error, isLoading, mutate } = usePaymentHistory({ ...filters, search });
  // Refused filters: said once, and no rows of the filters before them.
  const refused = isRefusedFilter(error);
  const shown = refused ? undefined : data;
  const rows = shown?.history.data ?? [];
  const meta = shown?.history.meta;
  // A confirmed payment changes a row's status: read the page again.
  useBalanceTopup(() => void mutate());

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('history.title')}
      </Typography>
      <HistoryFiltersBar value={filters} onChange={setFilters} />
      {refused && <AlertBox severity="error">{t('history.invalidFilters')}</AlertBox>}
      <LoadFallback
        hasData={Boolean(data) || refused}
        error={error}
        loading={isLoading}
        texts={{ error: t('history.loadFailed'), retry: t('retry'), loading: t('loading') }}
        onRetry={() => void mutate()}
      />
      {!shown ? null : rows.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('history.empty')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={t('history.title')}>
          {rows.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {meta && (
        <ListPager
          page={meta.current_page}
          lastPage={meta.last_page}
          onChange={(page) => setFilters((f) => ({ ...f, page }))}
        />
      )}
    </Stack>
  );
}
