import { styled, useTheme, type Breakpoint, type Theme } from '@mui/material/styles';
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
import { headerButtonStyles } from './header-button-styles';

/**
 * The header's own breakpoints, in em: a media query's em is the reader's default font size,
 * so a reader who doubled it (WCAG 1.4.4, 1.4.10) gets the phone's header at twice the widths,
 * as the text needs: 1024 px at 32 px text has the room of 512 px at 16 px. In px the German
 * navigation ran off the window at 1024 px and the page scrolled sideways. The theme's own
 * `up` and `down` at the default 16 px (`down` ends 0.05 px short, as Material's does).
 */
const textUp = (theme: Theme, key: Breakpoint) => `@media (min-width: ${theme.breakpoints.values[key] / 16}em)`;
const textDown = (theme: Theme, key: Breakpoint) =>
  `@media (max-width: ${(theme.breakpoints.values[key] - 0.05) / 16}em)`;

/**
 * The bar, the brand mark and the space between the groups of buttons, written once for every
 * page (issue 17): as Material's AppBar (a styled Paper), Toolbar and four Boxes they were seven
 * styled components serialising their styles on every page's hydration, for a look plain CSS
 * gives. The buttons are bare ButtonBases (Material's ripple and focus ring) in the styles of
 * header-button-styles.ts.
 */
const Header = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  left: 'auto',
  right: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  width: '100%',
  boxSizing: 'border-box',
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& .app-header__bar': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    minHeight: 56,
    padding: theme.spacing(0, 1),
    [theme.breakpoints.up('sm')]: { gap: theme.spacing(1), minHeight: 64, padding: theme.spacing(0, 2) },
    // What does not fit goes to a second line rather than off the window (the guest buttons
    // at 390 px with 200 % text); at the default size a phone's bar holds everything.
    [textDown(theme, 'sm')]: { flexWrap: 'wrap' },
  },
  '& .app-header__spacer': { flex: 1 },
  // On phones the theme and language buttons live in the navigation drawer.
  '& .app-header__tools': { display: 'flex', alignItems: 'center' },
  '& .app-header__tools--drawer': { [textDown(theme, 'sm')]: { display: 'none' } },
  '& .app-header__logo': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    flexShrink: 0,
    color: 'inherit',
    textDecoration: 'none',
  },
  '& .app-header__mark': { display: 'block', width: 32, height: 32, color: theme.palette.primary.main },
  ...headerButtonStyles(theme),
  // Opens the navigation drawer below `md`: Material's IconButton with edge="start".
  '& .app-header__menu': {
    marginLeft: -12,
    marginRight: 4,
    [textUp(theme, 'md')]: { display: 'none' },
  },
  // Below `md` (in text widths) its links live in the drawer (a max-width query, which jsdom's tests ignore).
  '& .app-header__nav': {
    display: 'flex',
    gap: 4,
    marginLeft: 16,
    [textDown(theme, 'md')]: { display: 'none' },
  },
  // The navigation's links still share what room the bar has left, wrapping their words.
  '& .app-header__nav-link': { padding: '6px 12px', fontWeight: 500, flexShrink: 1 },
  '& .app-header__nav-link--current': { fontWeight: 700 },
  '& .app-header__balance': {
    display: 'flex',
    alignItems: 'center',
    paddingLeft: 12,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: Number(theme.shape.borderRadius) * 5,
  },
  '& .app-header__balance-link': {
    padding: 0,
    minWidth: 0,
    flexDirection: 'column',
    alignItems: 'flex-start',
    lineHeight: 1.1,
  },
  '& .app-header__balance-label': {
    fontSize: 11,
    fontWeight: 500,
    opacity: 0.7,
    display: 'block',
    [textDown(theme, 'sm')]: { display: 'none' },
  },
  '& .app-header__balance-amount': { fontSize: 14, fontWeight: 700, whiteSpace: 'nowrap' },
  '& .app-header__top-up': { marginLeft: 4 },
  '& .app-header__brand': {
    display: 'none',
    fontWeight: 700,
    fontSize: 20,
    [textUp(theme, 'sm')]: { display: 'inline' },
  },
}));

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
    <Header>
      <div className="app-header__bar">
        {navigation && <MobileMenuButton />}
        <Logo />
        {navigation && (!phone || wideMd) && <TopNav />}
        <div className="app-header__spacer" />
        {user && <BalanceButton user={user} />}
        {user && <NotificationsButton count={user.notifications_count} />}
        {/* On phones these two move into the navigation drawer to leave room for the rest. */}
        {(!phone || !navigation || wideSm) && (
          <div className={navigation ? 'app-header__tools app-header__tools--drawer' : 'app-header__tools'}>
            <ThemeButton />
            <LanguageMenu />
          </div>
        )}
        {user && <UserMenu />}
        {/* While the session is being read, neither set of buttons: no guest flash for a user. */}
        {!user && status === 'unauthenticated' && <GuestButtons />}
      </div>
    </Header>
  );
}
