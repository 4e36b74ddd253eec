import Drawer from '@mui/material/Drawer';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import CircularProgress from '@mui/material/CircularProgress';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useNotifications } from '@/hooks/use-notifications';

export function NotificationsPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  const { data, isLoading, error } = useNotifications(open);
  const titleId = 'notifications-panel-title';
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Scroll is locked by the button with the spec's delayed unlock.
      disableScrollLock
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 380 } } } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('notifications.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('actions.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      {isLoading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress size={28} aria-label={t('notifications.loading')} />
        </Box>
      )}
      {error && !isLoading && (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {t('notifications.failed')}
        </Typography>
      )}
      {data && data.length === 0 && (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {t('notifications.empty')}
        </Typography>
      )}
      {data && data.length > 0 && (
        <List dense>
          {data.map((n) => (
            <ListItem
              key={n.id}
              divider
              sx={{ alignItems: 'flex-start', bgcolor: n.read ? undefined : 'action.hover' }}
            >
              <ListItemText
                primary={n.title}
                secondary={
                  <>
                    {n.body}
                    <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: 12 }}>
                      {new Date(n.created_at).toLocaleString(locale)}
                    </Box>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Drawer>
  );
}
