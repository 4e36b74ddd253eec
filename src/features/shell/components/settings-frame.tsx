import type { ReactNode } from 'react';
import { Link } from '@/components/common/app-link';
import { useRouter } from 'next/router';
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
import { iconButtonStyles, svgIconStyles } from '@/styles/icon-styles';
import { useTranslation } from 'next-i18next/pages';
import { OutlinedSelect } from '@/components/common/outlined-select';

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

/** Phone: a back link and a compact native select of the settings pages, one row. */
function CompactNav({ current }: { current: SettingsPage }) {
  const { t } = useTranslation(SETTINGS_NAV_NS);
  const router = useRouter();
  return (
    <Box
      component="nav"
      aria-label={t('label')}
      sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1, mb: 2 }}
    >
      {current !== 'overview' && (
        <BackButton component={Link} href="/settings" aria-label={t('back')} centerRipple focusRipple>
          {pathIcon(ARROW_BACK)}
        </BackButton>
      )}
      <OutlinedSelect
        fullWidth
        label={t('select')}
        value={current}
        options={SETTINGS_PAGES.map(({ key }) => ({ value: key, label: t(`pages.${key}`) }))}
        onChange={(key) => {
          const page = SETTINGS_PAGES.find((p) => p.key === key);
          if (page && page.key !== current) void router.push(page.href);
        }}
      />
    </Box>
  );
}

/**
 * The frame every settings page shares: the main layout's content column, as every page on that
 * layout (no container of its own, which narrowed and indented it: issue 16), the settings
 * navigation (a side list on desktop, a select on a phone) and the page's h1 at the top of the
 * content column. A page whose content renders its own h1 first (the overview, the API page)
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
