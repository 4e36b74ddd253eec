import type Echo from 'laravel-echo';
import type { ChannelAuthorizationHandler } from 'pusher-js';

export type RealtimeEcho = Echo<'pusher'>;

export interface CreateEchoOptions {
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  /** The BFF route that signs private-channel subscriptions (never the upstream directly). */
  authEndpoint?: string;
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
 * POSTs `socket_id` and `channel_name` form-encoded (what pusher-js and Laravel send) to the
 * BFF, with the session cookie, and hands `{auth}` back to pusher-js.
 */
function channelAuthorizer(options: CreateEchoOptions, endpoint: string): ChannelAuthorizationHandler {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return ({ socketId, channelName }, callback) => {
    doFetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        ...options.authHeaders,
      },
      body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
    })
      .then(async (res) => {
        if (!res.ok) {
          options.onAuthError?.(res.status);
          throw new RealtimeAuthError(res.status);
        }
        const body = (await res.json()) as { auth?: unknown };
        if (typeof body.auth !== 'string') throw new Error('Channel authorization response has no auth string');
        callback(null, { auth: body.auth });
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
  return new EchoClass({
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
    channelAuthorization: { customHandler: channelAuthorizer(options, authEndpoint) },
  });
}
