import Link from 'next/link';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';

/** Home › the index page › this page; the last crumb is the current page, not a link. */
export function CatalogBreadcrumbs({ trail, current }: { trail: { href: string; label: string }[]; current?: string }) {
  const { t } = useTranslation('catalog-pages');
  return (
    <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
      {[{ href: '/', label: t('home') }, ...trail].map((c) => (
        <MuiLink key={c.href} component={Link} href={c.href} color="inherit" underline="hover">
          {c.label}
        </MuiLink>
      ))}
      {current && (
        <Typography color="text.primary" aria-current="page">
          {current}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
