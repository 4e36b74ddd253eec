import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useReferral } from '@/features/referral/hooks/use-referral';
import { LoadState } from '@/components/common/load-state';
import { ReferralSummaryCard } from './referral-summary';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalHistory } from './withdrawal-history';
import { EarningsList } from './earnings-list';

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
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Box>
      <LoadState
        loading={isLoading && !data}
        error={error}
        empty={!data}
        emptyText={t('summary.loadFailed')}
        errorText={t('summary.loadFailed')}
        onRetry={() => void mutate()}
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
