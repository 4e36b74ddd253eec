import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney, type Currency } from '@/lib/money';
import type { StatementRow } from '@/features/payments/hooks/use-statement';
import { dateTimeFormat } from '@/lib/intl-formats';

/** Money in reads "+$5.00", money out "-$1.20": the sign is part of the amount, not only its colour. */
export function signedMoney(minor: number, currency: Currency, locale?: string): string {
  const text = formatMoney(minor, currency, locale);
  return minor > 0 ? `+${text}` : text;
}

/**
 * On a phone each movement becomes a card (type and amount, date and balance, reference),
 * so nothing scrolls sideways; from 600 px up it is a plain table. One DOM for both, so a
 * screen reader meets the same table on every width.
 */
const cardsOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& thead': { display: 'none' },
    '& tbody': { display: 'block' },
    '& tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"type amount" "date balance" "reference reference"',
      columnGap: 1.5,
      rowGap: 0.25,
      p: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tr:last-of-type': { borderBottom: 0 },
    '& td': { display: 'block', border: 0, p: 0 },
    '& td[data-cell=date]': { gridArea: 'date', color: 'text.secondary', fontSize: 13 },
    '& td[data-cell=type]': { gridArea: 'type', fontWeight: 600 },
    '& td[data-cell=reference]': { gridArea: 'reference', color: 'text.secondary', fontSize: 13 },
    '& td[data-cell=amount]': { gridArea: 'amount', fontWeight: 600 },
    '& td[data-cell=balance]': { gridArea: 'balance', color: 'text.secondary', fontSize: 13 },
  },
});

export function StatementTable({ rows, currency }: { rows: StatementRow[]; currency: Currency }) {
  const { t } = useTranslation('payments');
  const { locale } = useRouter();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Table size="small" aria-label={t('statement.title')} sx={cardsOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>{t('statement.columns.date')}</TableCell>
            <TableCell>{t('statement.columns.type')}</TableCell>
            <TableCell>{t('statement.columns.reference')}</TableCell>
            <TableCell align="right">{t('statement.columns.amount')}</TableCell>
            <TableCell align="right">{t('statement.columns.balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell data-cell="date">
                <time dateTime={row.date}>
                  {dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(row.date))}
                </time>
              </TableCell>
              <TableCell data-cell="type">{t(`statement.types.${row.type}`)}</TableCell>
              <TableCell data-cell="reference" sx={{ wordBreak: 'break-all' }}>
                {t(`statement.references.${row.reference_type}`, { id: row.reference_id, reference: row.reference })}
              </TableCell>
              <TableCell
                data-cell="amount"
                align="right"
                sx={{
                  color: row.amount > 0 ? 'success.main' : row.amount < 0 ? 'error.main' : undefined,
                  whiteSpace: 'nowrap',
                }}
              >
                {signedMoney(row.amount, currency, locale)}
              </TableCell>
              <TableCell data-cell="balance" align="right" sx={{ whiteSpace: 'nowrap' }}>
                {/* The column head is hidden on a phone: the card says what this number is. */}
                <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                  {t('statement.balanceAfter')}{' '}
                </Box>
                {money(row.balance_after)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
