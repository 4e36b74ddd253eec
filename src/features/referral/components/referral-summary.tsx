import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import { formatCount } from '@/lib/number-symbols';
import { formatPercent } from '@/lib/number-formats';
import type { ReferralSummary } from '@/features/referral/hooks/use-referral';
import { useConfig } from '@/state/page-config';
import { CopyButton } from '@/components/common/copy-button';
import { localizedUrl } from '@/lib/seo-links';
import { OutlinedTextField } from '@/components/common/outlined-text-field';

/**
 * The home page with `ref`: it stores the referral cookie and opens registration (spec §4).
 * Without a locale prefix, so each visitor lands in their own language.
 */
export function shareLink(origin: string, referralId: number): string {
  return `${localizedUrl(origin, '/', 'en', 'en')}?ref=${referralId}`;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The share link with a copy button, the user's percent, referrals and earned/withdrawn/available amounts. */
export function ReferralSummaryCard({ summary }: { summary: ReferralSummary }) {
  const { t, i18n } = useTranslation('referral');
  const money = useMoney();
  const { origin } = useConfig();
  const link = shareLink(origin, summary.referral_id);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="referral-link-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="referral-link-title" variant="h6" component="h2" gutterBottom>
        {t('summary.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('summary.intro', { percent: summary.percent })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
        <OutlinedTextField
          label={t('summary.link')}
          value={link}
          size="small"
          fullWidth
          readOnly
          spellCheck={false}
          onFocus={(e) => e.target.select()}
        />
        <CopyButton text={link} label={t('summary.copy')} copiedLabel={t('summary.copied')} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' }, gap: 2 }}>
        <Figure
          label={t('summary.percent')}
          value={formatPercent(summary.percent, i18n.language)}
          testId="referral-percent"
        />
        <Figure
          label={t('summary.referrals')}
          value={formatCount(summary.referrals_count, i18n.language)}
          testId="referral-count"
        />
        <Figure label={t('summary.earned')} value={money(summary.earned)} testId="referral-earned" />
        <Figure label={t('summary.withdrawn')} value={money(summary.withdrawn)} testId="referral-withdrawn" />
        <Figure label={t('summary.available')} value={money(summary.available)} testId="referral-available" />
      </Box>
    </Paper>
  );
}
