import { Link } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';

const DOC_LINKS = [
  { href: '/doc', labelKey: 'doc.overview' },
  { href: '/doc/services', labelKey: 'doc.services' },
  { href: '/doc/countries', labelKey: 'doc.countries' },
  { href: '/doc/operators', labelKey: 'doc.operators' },
  { href: '/doc/api', labelKey: 'doc.api' },
] as const;

/**
 * The documentation pages' own navigation: a column on desktop, a row on phones that scrolls
 * sideways. The links keep their width in that row (squeezed, their labels ran into each other)
 * and the row opens scrolled to the current one.
 */
export function DocNav() {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  return (
    <Box
      component="nav"
      aria-label={t('doc.label')}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        gap: 0.5,
        width: { md: 220 },
        overflowX: 'auto',
        flexShrink: 0,
      }}
    >
      {DOC_LINKS.map((l) => {
        const active = pathname === l.href;
        return (
          <Button
            key={l.href}
            component={Link}
            href={l.href}
            color={active ? 'primary' : 'inherit'}
            aria-current={active ? 'page' : undefined}
            // The row opens scrolled to the current page; `nearest` moves nothing when it is in view.
            ref={
              active
                ? (link: HTMLElement | null) => link?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
                : undefined
            }
            sx={{ justifyContent: 'flex-start', whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t(l.labelKey)}
          </Button>
        );
      })}
    </Box>
  );
}
