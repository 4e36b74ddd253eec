import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Box from '@mui/material/Box';
import { useAuth } from '@/hooks/use-auth';
import { Logo } from './logo';
import { TopNav } from './top-nav';
import { ThemeButton } from './theme-button';
import { LanguageMenu } from './language-menu';
import { GuestButtons } from './guest-buttons';
import { BalanceButton } from './balance-button';
import { NotificationsButton } from './notifications-button';
import { UserMenu } from './user-menu';
import { MobileMenuButton } from './mobile-menu-button';

/** Spec §2 header: what a guest and a signed-in user each see. */
export function AppHeader({ navigation = true }: { navigation?: boolean }) {
  const { user, status } = useAuth();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 56, sm: 64 }, px: { xs: 1, sm: 2 } }}>
        {navigation && <MobileMenuButton />}
        <Logo />
        {navigation && <TopNav />}
        <Box sx={{ flex: 1 }} />
        {user && <BalanceButton user={user} />}
        {user && <NotificationsButton count={user.notifications_count} />}
        {/* On phones these two move into the navigation drawer to leave room for the rest. */}
        <Box sx={{ display: { xs: navigation ? 'none' : 'flex', sm: 'flex' }, alignItems: 'center' }}>
          <ThemeButton />
          <LanguageMenu />
        </Box>
        {user && <UserMenu />}
        {/* While the session is being read, neither set of buttons: no guest flash for a user. */}
        {!user && status === 'unauthenticated' && <GuestButtons />}
      </Toolbar>
    </AppBar>
  );
}
