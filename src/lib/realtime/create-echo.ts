import type Echo from 'laravel-echo';
import type { ChannelAuthorizationHandler, UserAuthenticationHandler } from 'pusher-js';

export type RealtimeEcho = Echo<'pusher'>;

export interface CreateEchoOptions {
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  /** The BFF route that signs private-channel subscriptions (never the upstream directly). */
  authEndpoint?: string;
  /** The BFF route that signs the connection's sign-in as the session's user. */
  userAuthEndpoint?: string;
  /** pusher-js insists on a cluster even when wsHost overrides where it connects. */
  cluster?: string;
  /** Extra headers for the auth request (a CSRF header, if the BFF wants one). */
  authHeaders?: Record<string, string>;
  /** Called with the HTTP status when the BFF refuses to sign (401: the session is gone). */
  onAuthError?: (status: number) => void;
  /** Injected by tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
}

export class RealtimeAuthError extends Error {
  constructor(readonly status: number) {
    super(`Channel authorization failed with HTTP ${status}`);
    this.name = 'RealtimeAuthError';
  }
}

/** The module's default export, whether the bundler hands over ESM or CommonJS interop. */
function defaultExport<T>(mod: { default?: T } | T): T {
  return (mod as { default?: T }).default ?? (mod as T);
}

/**
 * POSTs the fields pusher-js asks to have signed, form-encoded (what pusher-js and Laravel
 * send), to a BFF route with the session cookie, and hands the signature back to pusher-js:
 * `{auth}` for a channel, `{auth, user_data}` for the connection's sign-in.
 */
function signer<P, T extends { auth: string }>(
  options: CreateEchoOptions,
  endpoint: string,
  form: (params: P) => Record<string, string>,
) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return (params: P, callback: (error: Error | null, data: T | null) => void) => {
    doFetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        ...options.authHeaders,
      },
      body: new URLSearchParams(form(params)).toString(),
    })
      .then(async (res) => {
        if (!res.ok) {
          options.onAuthError?.(res.status);
          throw new RealtimeAuthError(res.status);
        }
        const body = (await res.json()) as Partial<T>;
        if (typeof body.auth !== 'string') throw new Error(`${endpoint} answered no auth string`);
        callback(null, body as T);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  };
}

/**
 * Creates a Laravel Echo client over pusher-js. Both libraries are imported here, on demand,
 * so they stay out of the first-load bundle and guests never download them.
 */
export async function createEcho(options: CreateEchoOptions): Promise<RealtimeEcho> {
  const [echoModule, pusherModule] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  const EchoClass = defaultExport(echoModule);
  const Pusher = defaultExport(pusherModule);
  const authEndpoint = options.authEndpoint ?? '/api/broadcasting/auth';
  const userAuthEndpoint = options.userAuthEndpoint ?? '/api/broadcasting/user-auth';
  const echo = new EchoClass({
    broadcaster: 'pusher',
    Pusher,
    key: options.key,
    cluster: options.cluster ?? 'mt1',
    wsHost: options.wsHost,
    wsPort: options.wsPort,
    wssPort: options.wsPort,
    forceTLS: options.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    withoutInterceptors: true,
    authEndpoint,
    channelAuthorization: {
      customHandler: signer(options, authEndpoint, (p: Parameters<ChannelAuthorizationHandler>[0]) => ({
        socket_id: p.socketId,
        channel_name: p.channelName,
      })),
    },
    // Signed in as the session's user on every connection (signin() below): the upstream
    // closes such sockets when the user's sessions are revoked.
    userAuthentication: {
      // Echo's types ask for both; pusher-js uses the handler.
      endpoint: userAuthEndpoint,
      headers: {},
      customHandler: signer(options, userAuthEndpoint, (p: Parameters<UserAuthenticationHandler>[0]) => ({
        socket_id: p.socketId,
      })),
    },
  });
  echo.connector.pusher.signin();
  return echo;
}
