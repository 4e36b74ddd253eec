import type { ReactNode } from 'react';
import { Link } from '@/components/common/app-link';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pathIcon } from '@/components/common/path-icon';
import { buttonStyles } from '@/styles/button-styles';
import { iconButtonStyles, svgIconStyles } from '@/styles/icon-styles';
import { useTranslation } from 'next-i18next/pages';

/** The translation namespace of the frame: every settings page loads it. */
export const SETTINGS_NAV_NS = 'settings-nav';

export const SETTINGS_PAGES = [
  { key: 'overview', href: '/settings' },
  { key: 'other', href: '/settings/other' },
  { key: 'security', href: '/settings/security' },
  { key: 'sessions', href: '/settings/sessions' },
  { key: 'api', href: '/settings/api' },
] as const;

/** Material's ArrowBack icon. */
const ARROW_BACK = 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z';

/**
 * The phone's back link: Material's IconButton with edge="start", drawn by its ButtonBase (issue
 * 17). A styled component, not `sx`: there a number (the padding) would be read as spacing units.
 */
const BackButton = styled(ButtonBase)(({ theme }) => ({
  ...iconButtonStyles(theme, theme.palette.action.active, 'medium'),
  marginLeft: -12,
})) as typeof ButtonBase;

export type SettingsPage = (typeof SETTINGS_PAGES)[number]['key'];

/** Desktop: a side list of the settings pages, the current one marked. */
function SideNav({ current }: { current: SettingsPage }) {
  const { t } = useTranslation(SETTINGS_NAV_NS);
  return (
    <Box component="nav" aria-label={t('label')} sx={{ display: { xs: 'none', md: 'block' } }}>
      {current !== 'overview' && (
        <MuiLink
          component={Link}
          href="/settings"
          sx={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            mb: 1,
            px: 2,
            '& .settings-frame__back-icon': svgIconStyles(theme, 20),
          })}
        >
          {pathIcon(ARROW_BACK, { className: 'settings-frame__back-icon' })}
          {t('back')}
        </MuiLink>
      )}
      <List disablePadding>
        {SETTINGS_PAGES.map(({ key, href }) => (
          <ListItem key={key} disablePadding>
            <ListItemButton
              component={Link}
              href={href}
              selected={key === current}
              aria-current={key === current ? 'page' : undefined}
              sx={{ borderRadius: 1 }}
            >
              {/* Labels wrap rather than clip: "Weitere Einstellungen" needs two lines at 220 px. */}
              <ListItemText primary={t(`pages.${key}`)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/**
 * The phone's row: the back link, then the pages' links, wrapping onto a second line rather
 * than scrolling sideways: a strip scrolled to the current page once live moved every link from
 * where the server's HTML had put it (e2e/layout-stability.spec.ts). Text buttons, the current
 * one in the primary colour and underlined.
 */
const CompactRow = styled('nav')(({ theme }) => ({
  ...buttonStyles(theme),
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  marginBottom: theme.spacing(2),
  [theme.breakpoints.up('md')]: { display: 'none' },
  '& .settings-frame__pages': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5), minWidth: 0 },
  '& .settings-frame__page': { whiteSpace: 'nowrap' },
  // The current page is told by more than its colour (WCAG 1.4.1): underlined, hovered or not.
  '& .settings-frame__page[aria-current="page"]': {
    textDecoration: 'underline',
    textDecorationThickness: 2,
    textUnderlineOffset: 4,
  },
}));

/**
 * Phone: a back link and links to the settings pages, one row. Links, not a select that went to
 * the page chosen: a closed select changes with the arrow keys, and each key opened a page.
 */
function CompactNav({ current }: { current: SettingsPage }) {
  const { t } = useTranslation(SETTINGS_NAV_NS);
  return (
    <CompactRow aria-label={t('label')}>
      {current !== 'overview' && (
        <BackButton component={Link} href="/settings" aria-label={t('back')} centerRipple focusRipple>
          {pathIcon(ARROW_BACK)}
        </BackButton>
      )}
      <div className="settings-frame__pages">
        {SETTINGS_PAGES.map(({ key, href }) => (
          <ButtonBase
            key={key}
            component={Link}
            href={href}
            focusRipple
            className={`button settings-frame__page${key === current ? '' : ' button--inherit'}`}
            aria-current={key === current ? 'page' : undefined}
          >
            {t(`pages.${key}`)}
          </ButtonBase>
        ))}
      </div>
    </CompactRow>
  );
}

/**
 * The frame every settings page shares: the main layout's content column, as every page on that
 * layout (no container of its own, which narrowed and indented it: issue 16), the settings
 * navigation (a side list on desktop, a row of links on a phone) and the page's h1 at the top of
 * the content column. A page whose content renders its own h1 first (the overview, the API page)
 * leaves `title` out; the frame's h1 keeps the same size and spacing, so the title sits at the
 * same place either way.
 */
export function SettingsFrame({
  current,
  title,
  children,
}: {
  current: SettingsPage;
  title?: string;
  children: ReactNode;
}) {
  return (
    <>
      <CompactNav current={current} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }, gap: 4 }}>
        <SideNav current={current} />
        <Box data-testid="settings-content">
          {title && (
            <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
              {title}
            </Typography>
          )}
          {children}
        </Box>
      </Box>
    </>
  );
}
