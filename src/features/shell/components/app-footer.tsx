import { Link } from '@/components/common/app-link';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useConfig } from '@/state/page-config';
import { usePageAccess } from '@/hooks/use-page-open';
import type { GuardedPage } from '@/lib/site-pages';

type FooterLink = { href: string; labelKey: string; guard?: GuardedPage };

/**
 * The footer is one styled element over plain ones (issue 17): it is on every page, and as MUI
 * components (a Container, a Box for the links, a Link for each, a Typography) its fifteen
 * elements each had their styles serialised by Emotion while the page hydrated, on a phone's
 * CPU, for a part that never changes once rendered. Same look: a Container's `lg` column with the
 * content's gutters (layouts.tsx), secondary 14 px links underlined on hover, the chat link in
 * the primary colour.
 */
const Footer = styled('footer')(({ theme }) => ({
  borderTop: `1px solid ${theme.palette.divider}`,
  padding: theme.spacing(3, 0),
  marginTop: 'auto',
  '& .site-footer__column': {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: theme.breakpoints.values.lg,
    margin: '0 auto',
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(2),
    alignItems: 'center',
    padding: theme.spacing(0, 1.5),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 3) },
  },
  '& .site-footer__nav': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: theme.spacing(2),
    rowGap: theme.spacing(1),
    flex: 1,
  },
  // The body's font and line height, as MUI's Link (variant "inherit") had them.
  '& .site-footer__nav a, & .site-footer__chat': {
    fontSize: 14,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .site-footer__nav a': { color: theme.palette.text.secondary },
  // On a phone the links wrap over several lines: the chat link gets a line of its own.
  '& .site-footer__chat': {
    color: theme.palette.primary.main,
    width: '100%',
    [theme.breakpoints.up('sm')]: { width: 'auto' },
  },
  '& .site-footer__copyright': {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    width: '100%',
    margin: 0,
  },
}));

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
    <Footer>
      <div className="site-footer__column">
        <nav className="site-footer__nav" aria-label={t('footer.label')}>
          {LINKS.filter((l) => !l.guard || isOpen(l.guard)).map((l) => (
            <Link key={l.href} href={l.href}>
              {t(l.labelKey)}
            </Link>
          ))}
        </nav>
        <a
          className="site-footer__chat"
          href={profile.chatLink}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="chat-link"
        >
          {t('footer.chat')}
        </a>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </Footer>
  );
}
