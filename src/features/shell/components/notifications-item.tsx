import type { ReactNode } from 'react';
import { Link } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'next-i18next/pages';
import type { UserNotification } from '@/hooks/use-notifications';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { dateTimeFormat } from '@/lib/intl-formats';

/**
 * One notification. With a link it is a link to that page (reading it marks it read and
 * closes the panel); an unread one without a link is a button that marks it read; a read
 * one without a link is plain text. Only same-site paths become links.
 */
export function NotificationsItem({
  notification: n,
  onRead,
  onNavigate,
}: {
  notification: UserNotification;
  onRead(n: UserNotification): void;
  onNavigate(): void;
}) {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  const href = safeRedirectPath(n.link);
  const text: ReactNode = (
    <ListItemText
      primary={
        <>
          {!n.read && (
            <Box
              component="span"
              aria-hidden
              sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', mr: 1 }}
            />
          )}
          <Box component="span" sx={{ fontWeight: n.read ? 400 : 600 }}>
            {n.title}
          </Box>
          {!n.read && <Box component="span" sx={visuallyHidden}>{` (${t('notifications.unread')})`}</Box>}
        </>
      }
      secondary={
        <>
          {n.body}
          <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: 12 }}>
            <time dateTime={n.created_at}>
              {dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(n.created_at))}
            </time>
          </Box>
        </>
      }
    />
  );
  const look = { alignItems: 'flex-start', bgcolor: n.read ? undefined : 'action.hover' } as const;
  if (href) {
    return (
      <ListItem disablePadding divider>
        <ListItemButton
          component={Link}
          href={href}
          sx={look}
          onClick={() => {
            onRead(n);
            onNavigate();
          }}
        >
          {text}
        </ListItemButton>
      </ListItem>
    );
  }
  if (!n.read) {
    return (
      <ListItem disablePadding divider>
        <ListItemButton sx={look} onClick={() => onRead(n)}>
          {text}
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem divider sx={look}>
      {text}
    </ListItem>
  );
}
