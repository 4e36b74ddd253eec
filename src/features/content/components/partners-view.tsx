import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useSiteSettings } from '@/hooks/use-site-settings';
import { PageTitle } from '@/components/common/page-title';

const POINTS = ['share', 'earn', 'withdraw'] as const;

/** /partners: the referral programme in short; the percent is the site setting. */
export function PartnersView() {
  const { t } = useTranslation('content');
  const percent = useSiteSettings().data?.settings.referral_percent;
  return (
    <>
      <PageTitle title={t('partners.title')} description={t('partners.intro')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('partners.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('partners.intro')}</Typography>
      {percent !== undefined && (
        <Typography variant="h6" component="p" color="primary" sx={{ mb: 2 }}>
          {t('partners.percent', { percent })}
        </Typography>
      )}
      <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
        {POINTS.map((p) => (
          <Typography component="li" key={p} sx={{ mb: 1 }}>
            {t(`partners.${p}`)}
          </Typography>
        ))}
      </Box>
    </>
  );
}
