import { Link } from '@/components/common/app-link';
import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';

/** The brand mark: an inline SVG so it costs no request and follows the theme colour. */
export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Box
      component={Link}
      href="/"
      aria-label={t('header.home')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', flexShrink: 0 }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 32, height: 32, color: 'primary.main' }}>
        <rect x="7" y="2" width="18" height="28" rx="4" fill="currentColor" />
        <rect x="10" y="6" width="12" height="17" rx="1.5" fill="#fff" opacity="0.9" />
        <circle cx="16" cy="26.5" r="1.6" fill="#fff" />
      </Box>
      <Box component="span" sx={{ fontWeight: 700, fontSize: 20, display: { xs: 'none', sm: 'inline' } }}>
        {t('brand')}
      </Box>
    </Box>
  );
}
