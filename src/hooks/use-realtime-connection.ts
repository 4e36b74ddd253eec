import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { createEcho, type RealtimeEcho } from '@/lib/realtime/create-echo';
import { watchConnection } from '@/lib/realtime/connection-state';
import { useConfig } from '@/state/page-config';
import { USER_KEY, type SessionUser } from '@/state/ssr-user';
import { useSessionGeneration } from '@/state/auth-session';
import { emitRealtime, setRealtimeState } from '@/state/realtime-bus';
import { useOnUnauthorized } from '@/hooks/use-on-unauthorized';

/** Spec §9: the private channel is set up this long after sign-in. */
export const REALTIME_SETUP_DELAY_MS = 500;
/** After the server ended the connection for good: long enough not to hammer it. */
export const RECONNECT_AFTER_MS = 1000;

/**
 * One connection per token (spec §4) on the user's private channel (`user.realtime_channel`,
 * which moves on when the user's sessions are revoked: the connection follows it): closed on
 * sign-out, reopened on every sign-in, and
 * created only for a signed-in user — createEcho imports pusher-js and laravel-echo on demand,
 * so a guest never downloads them. After a network loss or a realtime restart pusher-js
 * reconnects by itself; every mounted SWR key is then revalidated, since events may have been
 * missed meanwhile.
 */
export function useRealtimeConnection(channel: string | null): void {
  const { key, host, port, tls } = useConfig().realtime;
  const generation = useSessionGeneration();
  const { mutate, cache } = useSWRConfig();
  const onUnauthorized = useOnUnauthorized();
  const latest = useRef({ mutate, cache, onUnauthorized });
  useEffect(() => {
    latest.current = { mutate, cache, onUnauthorized };
  });

  useEffect(() => {
    if (channel === null || !key) {
      setRealtimeState('disconnected');
      return;
    }
    let cancelled = false;
    let echo: RealtimeEcho | null = null;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    const cleanups: Array<() => void> = [];
    // SWR drops a read that was in flight when the cache was written (its answer is taken as
    // older than the write), so a patch landing then would leave the user as it was before that
    // read: a withdrawal's balance lost behind its own notification. Then the user is read again.
    // `reread`: the event changed more of the user than the patch says (read it again too).
    const updateUser = (patch: (u: SessionUser) => SessionUser, reread = false) => {
      const { mutate: write, cache: store } = latest.current;
      const reading = store.get(USER_KEY)?.isValidating === true;
      return write(USER_KEY, (u: SessionUser | null | undefined) => (u ? patch(u) : u), {
        revalidate: reading || reread,
      });
    };

    const timer = setTimeout(() => {
      // Through a promise so even a synchronous failure lands in the catch below.
      // subscribe-user checks payloads with the contract's zod schemas: loaded here, with
      // pusher-js, so zod stays out of the shared first load and a guest never downloads it.
      void Promise.resolve()
        .then(() =>
          Promise.all([
            createEcho({
              key,
              wsHost: host || window.location.hostname,
              wsPort: port,
              forceTLS: tls,
              // The BFF refused to sign because the session is gone: the usual 401 journey.
              onAuthError: (status) => {
                if (status === 401) void latest.current.onUnauthorized();
              },
            }),
            import('@/lib/realtime/subscribe-user'),
          ]),
        )
        .then(([created, { subscribeUser }]) => {
          if (cancelled) {
            created.disconnect();
            return;
          }
          echo = created;
          // Events published while the socket was down are gone: after any gap, refetch.
          // A quick realtime restart goes connected → connecting → connected without ever
          // reaching 'unavailable', so leaving 'connected' is itself the gap.
          let connected = false;
          let lost = false;
          let joined = false;
          cleanups.push(
            watchConnection(created, {
              onChange: (state) => {
                setRealtimeState(state);
                // The server closed the socket for good (4009: the user's sessions were revoked,
                // or no sign-in in time), so pusher-js will not come back by itself. Connect
                // again: a session still valid signs in anew; a revoked one is refused (401).
                if (state === 'disconnected')
                  reconnect = setTimeout(() => created.connector.pusher.connect(), RECONNECT_AFTER_MS);
                if (state !== 'connected') {
                  if (connected || state === 'unavailable' || state === 'failed') lost = true;
                  connected = false;
                  return;
                }
                connected = true;
                if (!lost) return;
                lost = false;
                void latest.current.mutate(() => true);
              },
            }),
            subscribeUser(created, channel, {
              BalanceTopup: (p) => {
                // A refund closed a purchase: the nav's number counts change with the balance.
                void updateUser((u) => ({ ...u, balance: p.balance }), Boolean(p.refund));
                emitRealtime('BalanceTopup', p);
              },
              NewUserNotification: (p) => {
                void updateUser((u) => ({ ...u, notifications_count: u.notifications_count + 1 }));
                emitRealtime('NewUserNotification', p);
              },
              'Activation.NewCodeReceived': (p) => emitRealtime('Activation.NewCodeReceived', p),
              NewMessage: (p) => emitRealtime('NewMessage', p),
              // A session of this user was signed out: if it was this one, the user's 401 signs
              // this page out now, not at its next poll (it kept receiving codes until then).
              SessionsRevoked: () => void latest.current.mutate(USER_KEY),
              // Events sent before the channel was first joined never came: read what they would
              // have changed. A rejoin follows a reconnection, which has refetched already.
              onSubscribed: () => {
                if (!joined) void latest.current.mutate(() => true);
                joined = true;
              },
              // An event that could not be used (a payload off the contract, or its checker's
              // chunk failed to load): what it changed is read from the server instead.
              onInvalidPayload: () => void latest.current.mutate(() => true),
            }),
          );
        })
        .catch(() => setRealtimeState('failed'));
    }, REALTIME_SETUP_DELAY_MS);

    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearTimeout(reconnect);
      cleanups.forEach((c) => c());
      echo?.disconnect();
      setRealtimeState('disconnected');
    };
  }, [channel, generation, key, host, port, tls]);
}
