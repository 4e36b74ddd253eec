import { useState } from 'react';
import Drawer from '@mui/material/Drawer';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTranslation } from 'next-i18next/pages';
import { ListPager } from '@/components/common/list-pager';
import { useNotificationActions, useNotifications, type NotificationCategory } from '@/hooks/use-notifications';
import { useSiteSettings } from '@/hooks/use-site-settings';
import { NotificationsItem } from './notifications-item';
import { useCloseOnHistory } from '@/hooks/use-close-on-history';

/** Category chips: the site settings' notificationCategories (spec §3); none when it lists none. */
function CategoryChips({
  value,
  onChange,
}: {
  value: NotificationCategory | '';
  onChange(next: NotificationCategory | ''): void;
}) {
  const { t } = useTranslation('common');
  const categories = useSiteSettings().data?.settings.notificationCategories ?? [];
  if (categories.length === 0) return null;
  const chip = (category: NotificationCategory | '', label: string) => (
    <Chip
      key={category || 'all'}
      label={label}
      size="small"
      color={value === category ? 'primary' : 'default'}
      variant={value === category ? 'filled' : 'outlined'}
      aria-pressed={value === category}
      onClick={() => onChange(category)}
    />
  );
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('notifications.categoriesLabel')}
      sx={{ flexWrap: 'wrap', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {chip('', t('notifications.categories.all'))}
      {categories.map((c) => chip(c, t(`notifications.categories.${c}`)))}
    </Stack>
  );
}

/**
 * The notifications drawer: the user's notifications newest first, by category, 10 a page.
 * Opening one marks it read and follows its link; "Mark all as read" clears the badge (or
 * the category shown). Loading, failure (with retry) and empty each say so.
 */
export function NotificationsPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  useCloseOnHistory(open, onClose);
  const { t } = useTranslation('common');
  const [category, setCategory] = useState<NotificationCategory | ''>('');
  const [page, setPage] = useState(1);
  const { data, isLoading, error, mutate } = useNotifications(open, category, page);
  const { markRead, markAllRead, markingAll } = useNotificationActions();
  const titleId = 'notifications-panel-title';
  const list = data?.data ?? [];
  const unreadShown = list.some((n) => !n.read);
  const canMarkAll = Boolean(data) && (category ? unreadShown : (data?.unread_count ?? 0) > 0);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Scroll is locked by the button with the spec's delayed unlock.
      disableScrollLock
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 400 } } } as object,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {/* The title at its whole width, the button below it when both do not fit: as a flex: 1
            item the title shrank beside the button, and a heading may break anywhere (the theme),
            so German's "Benachrichtigungen" split mid-word in the 400 px drawer. The close button
            stays at the top right; the row's 40 px height centres a lone line on it. */}
        <Box sx={{ flex: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, minHeight: 40 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
            {t('notifications.title')}
          </Typography>
          <Button
            size="small"
            startIcon={markingAll ? <CircularProgress size={14} color="inherit" /> : <DoneAllIcon />}
            disabled={!canMarkAll || markingAll}
            onClick={() => void markAllRead(category || undefined)}
          >
            {t('notifications.markAllRead')}
          </Button>
        </Box>
        <IconButton onClick={onClose} aria-label={t('actions.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <CategoryChips
        value={category}
        onChange={(next) => {
          setCategory(next);
          setPage(1);
        }}
      />
      {isLoading && !data && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress size={28} aria-label={t('notifications.loading')} />
        </Box>
      )}
      {error && !data && !isLoading && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              {t('notifications.retry')}
            </Button>
          }
        >
          {t('notifications.failed')}
        </Alert>
      )}
      {data && list.length === 0 && (
        <Typography sx={{ p: 3 }} color="textSecondary">
          {category ? t('notifications.emptyCategory') : t('notifications.empty')}
        </Typography>
      )}
      {list.length > 0 && (
        <List dense disablePadding aria-labelledby={titleId}>
          {list.map((n) => (
            <NotificationsItem key={n.id} notification={n} onRead={(x) => void markRead(x)} onNavigate={onClose} />
          ))}
        </List>
      )}
      {data && <ListPager page={data.meta.current_page} lastPage={data.meta.last_page} onChange={setPage} />}
    </Drawer>
  );
}
