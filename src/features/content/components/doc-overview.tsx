import { Link } from '@/components/common/app-link';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PageTitle } from '@/components/common/page-title';

const SECTIONS = [
  { href: '/doc/services', key: 'services' },
  { href: '/doc/countries', key: 'countries' },
  { href: '/doc/operators', key: 'operators' },
  { href: '/doc/api', key: 'api' },
] as const;

/** /doc: what the API reference lists are for; the lists themselves come from the upstream. */
export function DocOverview() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle title={t('doc.title')} description={t('doc.intro')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('doc.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('doc.intro')}</Typography>
      <Typography sx={{ mb: 3 }}>{t('doc.keyHint')}</Typography>
      <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
        {SECTIONS.map((s) => (
          <li key={s.key}>
            <MuiLink component={Link} href={s.href}>
              {t(`doc.${s.key}Title`)}
            </MuiLink>
            {' — '}
            {t(`doc.${s.key}Intro`)}
          </li>
        ))}
      </Box>
    </>
  );
}
