import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useWideScreen } from '@/hooks/use-wide-screen';
import { usePhoneGuess } from '@/state/phone-guess';
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
  // What a phone hides by CSS (the top navigation below md, the theme and language buttons
  // below sm, which live in the drawer there) is not rendered for a guessed phone: ~9 MUI
  // buttons less to hydrate. A wrong guess is corrected once the screen proves wide.
  const phone = usePhoneGuess();
  const { values } = useTheme().breakpoints;
  const wideMd = useWideScreen(values.md, phone && navigation);
  const wideSm = useWideScreen(values.sm, phone && navigation);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 56, sm: 64 }, px: { xs: 1, sm: 2 } }}>
        {navigation && <MobileMenuButton />}
        <Logo />
        {navigation && (!phone || wideMd) && <TopNav />}
        <Box sx={{ flex: 1 }} />
        {user && <BalanceButton user={user} />}
        {user && <NotificationsButton count={user.notifications_count} />}
        {/* On phones these two move into the navigation drawer to leave room for the rest. */}
        {(!phone || !navigation || wideSm) && (
          <Box sx={{ display: { xs: navigation ? 'none' : 'flex', sm: 'flex' }, alignItems: 'center' }}>
            <ThemeButton />
            <LanguageMenu />
          </Box>
        )}
        {user && <UserMenu />}
        {/* While the session is being read, neither set of buttons: no guest flash for a user. */}
        {!user && status === 'unauthenticated' && <GuestButtons />}
      </Toolbar>
    </AppBar>
  );
}
