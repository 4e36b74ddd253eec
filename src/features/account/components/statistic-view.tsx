import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { Link } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { Placeholder } from '@/components/common/placeholder';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import {
  STATISTIC_PERIODS,
  useStatistic,
  type Statistic,
  type StatisticPeriod,
} from '@/features/account/hooks/use-statistic';
import { BarChart } from './bar-chart';
import { dateTimeFormat } from '@/lib/intl-formats';
import { formatCount } from '@/lib/number-symbols';
import { AlertBox } from '@/components/common/alert-box';

type Metric = 'spent' | 'purchases';

function isEmpty({ totals: t }: Statistic): boolean {
  return (
    t.spent === 0 &&
    t.refunded === 0 &&
    t.topped_up === 0 &&
    t.activations === 0 &&
    t.rentals === 0 &&
    t.codes_received === 0
  );
}

/** The dates of the contract are UTC days: read and shown in UTC so no day shifts. */
function useDayFormat(options: Intl.DateTimeFormatOptions) {
  const { locale } = useRouter();
  const format = dateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

function SummaryCards({ data }: { data: Statistic }) {
  const { t, i18n } = useTranslation('account');
  const money = useMoney();
  const cards = [
    { key: 'spent', value: money(data.totals.spent) },
    { key: 'refunded', value: money(data.totals.refunded) },
    { key: 'toppedUp', value: money(data.totals.topped_up) },
    { key: 'activations', value: formatCount(data.totals.activations, i18n.language) },
    { key: 'rentals', value: formatCount(data.totals.rentals, i18n.language) },
    { key: 'codes', value: formatCount(data.totals.codes_received, i18n.language) },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
      }}
    >
      {cards.map((c) => (
        <Paper key={c.key} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`total-${c.key}`}>
          {/* Wraps rather than clips: pt "Códigos recebidos" lost its end at 360 px (issue 16). */}
          <Typography component="dt" variant="body2" color="textSecondary">
            {t(`statistic.totals.${c.key}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {c.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function DailyChart({ data }: { data: Statistic }) {
  const { t, i18n } = useTranslation('account');
  const money = useMoney();
  const day = useDayFormat({ day: 'numeric', month: 'short' });
  const [metric, setMetric] = useState<Metric>('spent');
  const value = (d: Statistic['by_day'][number]) => (metric === 'spent' ? d.spent : d.activations + d.rentals);
  const bars = data.by_day.map((d) => ({ label: day(d.date), value: value(d) }));
  const format = metric === 'spent' ? (v: number) => money(v) : (v: number) => formatCount(v, i18n.language);
  const peak = data.by_day.reduce<Statistic['by_day'][number] | undefined>(
    (best, d) => (!best || value(d) > value(best) ? d : best),
    undefined,
  );
  const summary = t(`statistic.chart.summary.${metric}`, {
    from: day(data.from),
    to: day(data.to),
    peak: peak ? format(value(peak)) : format(0),
    peakDay: peak ? day(peak.date) : '',
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
      >
        <Typography variant="h6" component="h2">
          {t('statistic.chart.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={metric}
          onChange={(_, next: Metric | null) => next && setMetric(next)}
          aria-label={t('statistic.chart.metric')}
        >
          <ToggleButton value="spent">{t('statistic.chart.spent')}</ToggleButton>
          <ToggleButton value="purchases">{t('statistic.chart.purchases')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* Top-ups alone, or purchases all refunded: an empty chart and "the highest was $0.00" would say nothing. */}
      {bars.every((b) => b.value === 0) ? (
        <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }} data-testid="chart-none">
          {t(`statistic.chart.none.${metric}`)}
        </Typography>
      ) : (
        <BarChart bars={bars} format={format} summary={summary} />
      )}
    </Paper>
  );
}

function ByService({ data }: { data: Statistic }) {
  const { t, i18n } = useTranslation('account');
  const money = useMoney();
  if (data.by_service.length === 0) return null;
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ p: { xs: 1.5, sm: 2 }, pb: 0 }}>
        {t('statistic.services.title')}
      </Typography>
      {/* A table wider than a phone scrolls sideways: keyboard users reach that scroll through a
          tab stop of its own (axe scrollable-region-focusable, seen on /de/statistic at 390 px). */}
      <TableContainer role="region" aria-label={t('statistic.services.title')} tabIndex={0}>
        {/* Spend comes right after the name, so a 360 px screen sees it without scrolling the table. */}
        <Table size="small" aria-label={t('statistic.services.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('statistic.services.service')}</TableCell>
              <TableCell align="right">{t('statistic.services.spent')}</TableCell>
              <TableCell align="right">{t('statistic.totals.activations')}</TableCell>
              <TableCell align="right">{t('statistic.totals.rentals')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.by_service.map((s) => (
              <TableRow key={s.service.id}>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Avatar src={s.service.icon} alt="" sx={{ width: 20, height: 20 }} />
                    <span>{s.service.name}</span>
                  </Stack>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(s.spent)}
                </TableCell>
                <TableCell align="right">{formatCount(s.activations, i18n.language)}</TableCell>
                <TableCell align="right">{formatCount(s.rentals, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

function Loading() {
  const { t } = useTranslation('account');
  return (
    <Stack spacing={1.5} role="progressbar" aria-busy="true" aria-label={t('statistic.loading')}>
      <Placeholder variant="rounded" height={72} />
      <Placeholder variant="rounded" height={200} />
    </Stack>
  );
}

/** Statistics (spec §1–§2): totals, spend or purchases per day, and spend per service. */
export function StatisticView() {
  const { t } = useTranslation('account');
  const [period, setPeriod] = useState<StatisticPeriod>(30);
  const { data, error, isLoading, isValidating, mutate } = useStatistic(period);
  const range = useDayFormat({ day: 'numeric', month: 'short', year: 'numeric' });
  const stats = data?.data;

  let body;
  if (error) {
    body = (
      <AlertBox
        severity="error"
        action={
          <ButtonBase className="button button--inherit" focusRipple onClick={() => void mutate()}>
            {t('statistic.retry')}
          </ButtonBase>
        }
      >
        {t('statistic.failed')}
      </AlertBox>
    );
  } else if (isLoading || !stats) {
    body = <Loading />;
  } else if (isEmpty(stats)) {
    body = (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{t('statistic.empty')}</Typography>
        <Button component={Link} href="/" variant="contained" disableElevation>
          {t('statistic.buy')}
        </Button>
      </Paper>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <SummaryCards data={stats} />
        <DailyChart data={stats} />
        <ByService data={stats} />
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('statistic.title')}
          </Typography>
          {/* The line keeps its place while the figures load, so the period buttons below it
              on a phone do not move when they arrive (issue 17: layout shift). */}
          {!error && (
            <Typography color="textSecondary" data-testid={stats ? 'statistic-range' : undefined}>
              {stats ? (
                t('statistic.range', { from: range(stats.from), to: range(stats.to) })
              ) : (
                <Placeholder width="14em" />
              )}
            </Typography>
          )}
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period}
          onChange={(_, next: StatisticPeriod | null) => next && setPeriod(next)}
          aria-label={t('statistic.period')}
          sx={{ flexWrap: 'wrap' }}
        >
          {STATISTIC_PERIODS.map((days) => (
            <ToggleButton key={days} value={days}>
              {t('statistic.days', { count: days })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 4 }}>{isValidating && stats && <LinearProgress aria-label={t('statistic.loading')} />}</Box>
      {body}
    </Stack>
  );
}
