import { useState } from 'react';
import dynamic from 'next/dynamic';
import IconButton from '@mui/material/IconButton';
import Badge from '@mui/material/Badge';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useTranslation } from 'next-i18next/pages';
import { useScrollLock } from '@/hooks/use-scroll-lock';

// Not needed for the first paint: loaded the first time the bell is pressed.
const NotificationsPanel = dynamic(() => import('./notifications-panel').then((m) => m.NotificationsPanel), {
  ssr: false,
});

export function NotificationsButton({ count }: { count: number }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // The Drawer's own lock would release at once; spec §2 wants 300 ms after closing.
  useScrollLock(open);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('header.notifications', { count })}
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {loaded && <NotificationsPanel open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
