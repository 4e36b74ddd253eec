import { Link } from '@/components/common/app-link';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useConfig } from '@/state/page-config';
import { usePageAccess } from '@/hooks/use-page-open';
import type { GuardedPage } from '@/lib/site-pages';

type FooterLink = { href: string; labelKey: string; guard?: GuardedPage };

// One style resolved for the component, not an `sx` object serialised by Emotion for each of
// the ten links as the footer hydrates (issue 17).
// The cast keeps `component`, which styled() drops from the type (MUI documents the same).
const SiteLink = styled(MuiLink)(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: 14,
})) as typeof MuiLink;

const LINKS: readonly FooterLink[] = [
  { href: '/service', labelKey: 'footer.services', guard: 'service' },
  { href: '/country', labelKey: 'footer.countries', guard: 'country' },
  { href: '/faq', labelKey: 'footer.faq' },
  { href: '/doc', labelKey: 'footer.doc' },
  { href: '/contacts', labelKey: 'footer.contacts' },
  { href: '/partners', labelKey: 'footer.partners' },
  { href: '/terms-of-use', labelKey: 'footer.terms' },
  { href: '/privacy-policy', labelKey: 'footer.privacy' },
  { href: '/refund-policy', labelKey: 'footer.refund' },
  { href: '/sitemap', labelKey: 'footer.sitemap', guard: 'sitemap' },
];

/**
 * Spec §1: the chat-group link depends on the instance (CIS or global). Guarded pages
 * (spec §2) are linked only while open to this visitor, like the Blog link of the top navigation.
 */
export function AppFooter() {
  const { t } = useTranslation('common');
  const { profile } = useConfig();
  const isOpen = usePageAccess();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 'auto' }}>
      {/* The content column's gutters (layouts.tsx), so the footer lines up with the page on a phone too. */}
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', px: { xs: 1.5, sm: 3 } }}
      >
        <Box
          component="nav"
          aria-label={t('footer.label')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1, flex: 1 }}
        >
          {LINKS.filter((l) => !l.guard || isOpen(l.guard)).map((l) => (
            <SiteLink key={l.href} component={Link} href={l.href} underline="hover">
              {t(l.labelKey)}
            </SiteLink>
          ))}
        </Box>
        <MuiLink
          href={profile.chatLink}
          target="_blank"
          rel="noopener noreferrer"
          underline="hover"
          // On a phone the links wrap over several lines: the chat link gets a line of its own.
          sx={{ fontSize: 14, width: { xs: '100%', sm: 'auto' } }}
          data-testid="chat-link"
        >
          {t('footer.chat')}
        </MuiLink>
        <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
