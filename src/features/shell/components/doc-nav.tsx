import { Link } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { buttonStyles } from '@/styles/button-styles';

const DOC_LINKS = [
  { href: '/doc', labelKey: 'doc.overview' },
  { href: '/doc/services', labelKey: 'doc.services' },
  { href: '/doc/countries', labelKey: 'doc.countries' },
  { href: '/doc/operators', labelKey: 'doc.operators' },
  { href: '/doc/api', labelKey: 'doc.api' },
] as const;

/**
 * A column on desktop, a row on phones that scrolls sideways. Each link is Material's text
 * Button (primary for the current page, the text's colour otherwise) drawn as a bare ButtonBase
 * with `buttonStyles`: the nav is in the shell, and Button (with the CircularProgress it
 * imports) was 3.4 kB gzip of every page's first load (issue 17).
 */
const Nav = styled('nav')(({ theme }) => ({
  ...buttonStyles(theme),
  display: 'flex',
  flexDirection: 'row',
  gap: theme.spacing(0.5),
  overflowX: 'auto',
  flexShrink: 0,
  [theme.breakpoints.up('md')]: { flexDirection: 'column', width: 220 },
  '& .doc-nav__link': { justifyContent: 'flex-start', whiteSpace: 'nowrap', flexShrink: 0 },
}));

/**
 * The documentation pages' own navigation. The links keep their width in the phone's row
 * (squeezed, their labels ran into each other) and the row opens scrolled to the current one.
 */
export function DocNav() {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  return (
    <Nav aria-label={t('doc.label')}>
      {DOC_LINKS.map((l) => {
        const active = pathname === l.href;
        return (
          <ButtonBase
            key={l.href}
            component={Link}
            href={l.href}
            focusRipple
            className={active ? 'button doc-nav__link' : 'button button--inherit doc-nav__link'}
            aria-current={active ? 'page' : undefined}
            // The row opens scrolled to the current page; `nearest` moves nothing when it is in view.
            ref={
              active
                ? (link: HTMLElement | null) => link?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
                : undefined
            }
          >
            {t(l.labelKey)}
          </ButtonBase>
        );
      })}
    </Nav>
  );
}
