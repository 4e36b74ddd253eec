import { useSyncExternalStore } from 'react';
import { Link } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DevicesIcon from '@mui/icons-material/Devices';
import KeyIcon from '@mui/icons-material/Key';
import LockIcon from '@mui/icons-material/Lock';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslation } from 'next-i18next/pages';
import { useAuth } from '@/hooks/use-auth';
import { browserTimeZone } from '@/hooks/use-zone-cookie';
import { dateTimeFormat } from '@/lib/intl-formats';
import { StatusChip } from '@/components/common/status-chip';

const SECTIONS = [
  { href: '/settings/other', key: 'other', Icon: TuneIcon },
  { href: '/settings/security', key: 'security', Icon: LockIcon },
  { href: '/settings/sessions', key: 'sessions', Icon: DevicesIcon },
  { href: '/settings/api', key: 'api', Icon: KeyIcon },
] as const;

// The browser's zone does not change while the page is open: nothing to subscribe to.
const noChanges = () => () => {};
const serverZone = () => 'UTC';
const localZone = () => browserTimeZone() ?? 'UTC';

/**
 * The zone the account's dates are written in: UTC on the server and while hydrating, so both
 * write the same day, then the browser's own (a sign-up at 23:30 UTC is the next day in Auckland).
 */
function useDateZone(): string {
  return useSyncExternalStore(noChanges, localZone, serverZone);
}

function AccountBasics() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const { locale } = useRouter();
  const timeZone = useDateZone();
  if (!user) return null;
  const rows = [
    { key: 'email', value: user.email },
    { key: 'name', value: user.name },
    { key: 'id', value: String(user.id) },
    {
      key: 'verified',
      value: (
        <StatusChip
          color={user.email_verified ? 'success' : 'warning'}
          label={t(user.email_verified ? 'settings.account.verifiedYes' : 'settings.account.verifiedNo')}
        />
      ),
    },
    // The user's own day once mounted; hydration still sees the server's (UTC) one.
    {
      key: 'since',
      value: dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(user.created_at)),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('settings.account.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {rows.map((r) => (
          <Box key={r.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {t(`settings.account.${r.key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={`account-${r.key}`}>
              {r.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** /settings: the account at a glance and a line for each settings page. */
export function SettingsOverview() {
  const { t } = useTranslation('account');
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('settings.title')}
      </Typography>
      <AccountBasics />
      <Paper variant="outlined">
        <List aria-label={t('settings.sections')} disablePadding>
          {SECTIONS.map(({ href, key, Icon }, i) => (
            // A list holds list items: the link sits inside its <li> (axe: list).
            <ListItem key={href} disablePadding divider={i < SECTIONS.length - 1}>
              <ListItemButton component={Link} href={href}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={t(`settings.links.${key}.title`)} secondary={t(`settings.links.${key}.text`)} />
                <ChevronRightIcon color="action" aria-hidden="true" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
