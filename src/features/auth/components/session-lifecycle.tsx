import { useUser } from '@/hooks/use-user';
import { useAuth } from '@/hooks/use-auth';
import { useEntryQuery } from '@/features/auth/hooks/use-entry-query';
import { useSessionEvents } from '@/features/auth/hooks/use-session-events';
import { useRealtimeConnection } from '@/hooks/use-realtime-connection';

/**
 * The client side of the session, mounted once in _app: keeps the user fresh (useUser polls
 * every 60 s and on focus while signed in), runs the 401 journey, reloads the user on history
 * back across locales, opens login for `?login=1`, captures marketing parameters and keeps one
 * realtime connection per token. Renders nothing.
 */
export function SessionLifecycle() {
  // The one polling instance of the app (see useUser).
  const { error } = useUser({ poll: true });
  const { status, user, signedIn } = useAuth();
  const userId = user?.id ?? null;
  useSessionEvents(error, userId);
  useEntryQuery(signedIn, status !== 'loading');
  useRealtimeConnection(signedIn ? (user?.realtime_channel ?? null) : null);
  return null;
}
