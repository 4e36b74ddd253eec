import type { ReactNode } from 'react';
import { Link } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
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
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1, px: 2 }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden="true" />
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
        <IconButton component={Link} href="/settings" aria-label={t('back')} edge="start">
          <ArrowBackIcon />
        </IconButton>
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
