import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { ListPager } from '@/components/common/list-pager';
import { useDebounced } from '@/hooks/use-debounced';
import { useQueryState } from '@/hooks/use-query-state';
import { isoDay, oneOf } from '@/lib/query-state';
import { statementTypes } from '@contracts/statement-types';
import { formRefusal } from '@/lib/form-refusal';
import { formatMoney } from '@/lib/money';
import {
  STATEMENT_FIELDS,
  defaultStatementFilters,
  hasStatementFilters,
  useStatement,
  useStatementLive,
} from '@/features/payments/hooks/use-statement';
import { useStatementExport } from '@/features/payments/hooks/use-statement-export';
import { LoadFallback } from '@/components/common/load-fallback';
import { StatementFilters } from './statement-filters';
import { StatementTable } from './statement-table';
import { AlertBox } from '@/components/common/alert-box';

/**
 * The balance statement (issue 15): every movement of the balance with its running balance,
 * filtered by type, period and reference, 10 a page, and the same rows as a CSV file.
 */
// In the address too, apart from the payments tab's (?tab=statement&statement_type=refund).
const FIRST = defaultStatementFilters();
const READERS = { prefix: 'statement_', readers: { type: oneOf(statementTypes), from: isoDay, to: isoDay } };

/** The filters that show their own refusal under the field. */
const SHOWN_AT_FIELD = ['type', 'from', 'to'] as const;

export function StatementView() {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation('common');
  const { locale } = useRouter();
  const [filters, setFilters] = useQueryState(FIRST, READERS);
  const search = useDebounced(filters.search);
  const applied = { ...filters, search };
  const { data, error, isLoading, mutate } = useStatement(applied);
  const { exportCsv, exporting } = useStatementExport();
  useStatementLive(() => void mutate());

  // A refused filter (422: an impossible day, a period that ends before it starts) is the
  // user's to fix: said at the field, in their language, not as a failed load to retry.
  const refusal = formRefusal(error, STATEMENT_FIELDS, tCommon);
  const fieldErrors = Object.fromEntries(
    STATEMENT_FIELDS.filter((f) => refusal?.fields[f]).map((f) => [f, t(`statement.invalid.${f}`)]),
  );
  const rows = data?.data ?? [];
  const meta = data?.meta;
  const filtered = hasStatementFilters(applied);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            {t('statement.title')}
          </Typography>
          <Typography color="textSecondary">
            {data
              ? t('statement.summary', { balance: formatMoney(data.balance, data.currency, locale) })
              : t('statement.intro')}
          </Typography>
        </Stack>
        <Button
          variant="outlined"
          startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
          disabled={exporting || Boolean(refusal) || !meta || meta.total === 0}
          onClick={() => void exportCsv(applied)}
          sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
        >
          {exporting ? t('statement.exporting') : t('statement.export')}
        </Button>
      </Stack>
      <StatementFilters value={filters} onChange={setFilters} errors={fieldErrors} />
      {refusal ? (
        // Said at its field when the filters show one there; otherwise (the search box has no
        // place for it) as the alert, never as nothing at all.
        !SHOWN_AT_FIELD.some((f) => fieldErrors[f]) && (
          <AlertBox severity="error">{fieldErrors.search ?? refusal.message}</AlertBox>
        )
      ) : (
        <LoadFallback
          hasData={Boolean(data)}
          error={error}
          loading={isLoading}
          texts={{ error: t('statement.loadFailed'), retry: t('retry'), loading: t('loading') }}
          onRetry={() => void mutate()}
        />
      )}
      {data && !refusal && rows.length === 0 && (
        <Stack spacing={1} sx={{ py: 3, alignItems: 'center', textAlign: 'center' }}>
          <Typography color="textSecondary">
            {filtered ? t('statement.emptyFiltered') : t('statement.empty')}
          </Typography>
          {filtered && (
            <Button onClick={() => setFilters(defaultStatementFilters())}>{t('statement.clearFilters')}</Button>
          )}
        </Stack>
      )}
      {data && !refusal && rows.length > 0 && <StatementTable rows={rows} currency={data.currency} />}
      {meta && !refusal && (
        <ListPager
          page={meta.current_page}
          lastPage={meta.last_page}
          onChange={(page) => setFilters((f) => ({ ...f, page }))}
        />
      )}
    </Stack>
  );
}
