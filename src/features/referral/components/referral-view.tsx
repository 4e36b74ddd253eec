import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useReferral } from '@/features/referral/hooks/use-referral';
import { LoadState } from '@/components/common/load-state';
import { ReferralSummaryCard } from './referral-summary';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalHistory } from './withdrawal-history';
import { EarningsList } from './earnings-list';

/**
 * The summary card and the withdraw form as they load: their heights in English (the summary
 * 413/269/245 px and the form 397/351 px at phone/tablet/desktop widths), so the history and
 * the earnings below do not jump down when they come. A plain three-row skeleton moved them by
 * a third of a phone's screen (layout shift 0.35, issue 17).
 */
const loadingShape = (
  <Stack spacing={3}>
    <Skeleton variant="rounded" sx={{ height: { xs: 413, sm: 269, lg: 245 } }} />
    <Skeleton variant="rounded" sx={{ height: { xs: 397, sm: 351 } }} />
  </Stack>
);

/** /referral: the share link and amounts, the withdraw form, the withdrawal history and the earnings. */
export function ReferralView() {
  const { t } = useTranslation('referral');
  const { data, error, isLoading, mutate } = useReferral();
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
            <WithdrawForm summary={data.referral} />
          </Stack>
        )}
      </LoadState>
      <WithdrawalHistory />
      <EarningsList />
    </Stack>
  );
}
