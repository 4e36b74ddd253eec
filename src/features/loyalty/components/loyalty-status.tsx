import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import { levelName } from '@/lib/loyalty-level-name';
import type { LoyaltyAnswer } from '@/features/loyalty/hooks/use-loyalty';

type Standing = NonNullable<LoyaltyAnswer['user']>;

/** The signed-in user's level, spend and progress to the next level. */
export function LoyaltyStatus({ standing }: { standing: Standing }) {
  const { t } = useTranslation('content');
  const money = useMoney();
  const { level, next_level: next } = standing;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="loyalty-status-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id="loyalty-status-title" variant="h6" component="h2" gutterBottom>
        {level
          ? t('loyalty.current', { level: levelName(t, level.name), discount: level.discount_percent })
          : t('loyalty.noLevel')}
      </Typography>
      <Typography color="textSecondary">{t('loyalty.spent', { amount: money(standing.spent) })}</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        {t('loyalty.counts')}
      </Typography>
      {next ? (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={standing.progress}
            aria-label={t('loyalty.progressLabel', { level: levelName(t, next.name) })}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('loyalty.toNext', {
              amount: money(standing.to_next),
              level: levelName(t, next.name),
              discount: next.discount_percent,
            })}
          </Typography>
        </Box>
      ) : (
        <Typography sx={{ mt: 1 }}>{t('loyalty.top')}</Typography>
      )}
    </Paper>
  );
}
