import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import { Placeholder } from '@/components/common/placeholder';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useReferral } from '@/features/referral/hooks/use-referral';
import { LoadState } from '@/components/common/load-state';
import { ReferralSummaryCard } from './referral-summary';
import { WithdrawalHistory } from './withdrawal-history';
import { EarningsList } from './earnings-list';

// The withdraw form (its method radios, amount and wallet fields) loads beside the referral data
// rather than in the page's first load (issue 17): the view asks for it as it mounts, so it is
// there by the time the data is.
const loadWithdrawForm = () => import('./withdraw-form');
const WithdrawForm = lazy(() => loadWithdrawForm().then((m) => ({ default: m.WithdrawForm })));

/** The withdraw form's height while its code arrives (as in the loading shape below). */
const formShape = <Placeholder variant="rounded" sx={{ height: { xs: 397, sm: 351 } }} />;

/**
 * The summary card and the withdraw form as they load: their heights in English (the summary
 * 413/269/245 px and the form 397/351 px at phone/tablet/desktop widths), so the history and
 * the earnings below do not jump down when they come. A plain three-row skeleton moved them by
 * a third of a phone's screen (layout shift 0.35, issue 17).
 */
const loadingShape = (
  <Stack spacing={3}>
    <Placeholder variant="rounded" sx={{ height: { xs: 413, sm: 269, lg: 245 } }} />
    {formShape}
  </Stack>
);

/** /referral: the share link and amounts, the withdraw form, the withdrawal history and the earnings. */
export function ReferralView() {
  const { t } = useTranslation('referral');
  const { data, error, isLoading, mutate } = useReferral();
  useEffect(() => void loadWithdrawForm(), []);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </Box>
      <LoadState
        loading={isLoading && !data}
        error={error}
        empty={!data}
        emptyText={t('summary.loadFailed')}
        errorText={t('summary.loadFailed')}
        onRetry={() => void mutate()}
        skeleton={loadingShape}
      >
        {data && (
          <Stack spacing={3}>
            <ReferralSummaryCard summary={data.referral} />
            <Suspense fallback={formShape}>
              <WithdrawForm summary={data.referral} />
            </Suspense>
          </Stack>
        )}
      </LoadState>
      <WithdrawalHistory />
      <EarningsList />
    </Stack>
  );
}
