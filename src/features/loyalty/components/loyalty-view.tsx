import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import { formatPercent } from '@/lib/number-formats';
import { useLoyalty } from '@/features/loyalty/hooks/use-loyalty';
import { useUser } from '@/hooks/use-user';
import { useModals } from '@/state/modals';
import { PageTitle } from '@/components/common/page-title';
import { LoadState } from '@/components/common/load-state';
import { LoyaltyStatus } from './loyalty-status';
import { levelName } from '@/lib/loyalty-level-name';

/**
 * /loyalty: the levels by lifetime spend and, signed in, the user's standing. Spec §2: a guest
 * gets the login dialog on arrival; the levels stay readable behind it.
 */
export function LoyaltyView() {
  const { t, i18n } = useTranslation('content');
  const money = useMoney();
  const { data: user } = useUser();
  const { open } = useModals();
  const guest = user === null;
  const { data, error, isLoading, mutate } = useLoyalty(user === undefined ? undefined : (user?.id ?? null));
  const current = data?.user?.level?.id;

  useEffect(() => {
    if (guest) open('login');
  }, [guest, open]);

  return (
    <>
      <PageTitle title={t('loyalty.title')} description={t('loyalty.intro')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('loyalty.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('loyalty.intro')}
      </Typography>
      {guest && (
        <Box sx={{ mb: 3 }}>
          <Typography sx={{ mb: 1 }}>{t('loyalty.guest')}</Typography>
          <Button variant="contained" onClick={() => open('login')}>
            {t('loyalty.login')}
          </Button>
        </Box>
      )}
      <LoadState
        loading={(isLoading || user === undefined) && !data}
        error={error}
        empty={(data?.levels.length ?? 0) === 0}
        emptyText={t('loyalty.empty')}
        errorText={t('loyalty.loadFailed')}
        onRetry={() => void mutate()}
      >
        {data?.user && <LoyaltyStatus standing={data.user} />}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('loyalty.levels')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('loyalty.level')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('loyalty.minSpend')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('loyalty.discount')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.levels ?? []).map((l) => (
                <TableRow key={l.id} selected={l.id === current} aria-current={l.id === current ? 'true' : undefined}>
                  <TableCell component="th" scope="row">
                    {levelName(t, l.name)}
                  </TableCell>
                  <TableCell align="right">{money(l.min_spend)}</TableCell>
                  <TableCell align="right">{formatPercent(l.discount_percent, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </LoadState>
    </>
  );
}
