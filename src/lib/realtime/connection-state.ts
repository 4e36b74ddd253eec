import type { RealtimeEcho } from './create-echo';

/**
 * pusher-js connection states, with 'initialized' folded into 'connecting'. While the state is
 * anything but 'connected' events may be missed, so the UI polls (see isRealtimeLive).
 * 'unavailable': retrying after a network drop; 'failed': no WebSocket support at all.
 */
export type RealtimeConnectionState = 'connecting' | 'connected' | 'unavailable' | 'disconnected' | 'failed';

export interface ConnectionCallbacks {
  onChange?: (state: RealtimeConnectionState) => void;
  onConnected?: () => void;
  onUnavailable?: () => void;
  onDisconnected?: () => void;
}

function normalise(state: string): RealtimeConnectionState {
  switch (state) {
    case 'connected':
    case 'unavailable':
    case 'disconnected':
    case 'failed':
      return state;
    default:
      return 'connecting';
  }
}

export function isRealtimeLive(state: RealtimeConnectionState): boolean {
  return state === 'connected';
}

export function connectionState(echo: RealtimeEcho): RealtimeConnectionState {
  return normalise(echo.connector.pusher.connection.state);
}

/** Reports the current state at once, then every change; returns the unsubscribe. */
export function watchConnection(echo: RealtimeEcho, callbacks: ConnectionCallbacks): () => void {
  const { connection } = echo.connector.pusher;
  const report = (state: RealtimeConnectionState) => {
    callbacks.onChange?.(state);
    if (state === 'connected') callbacks.onConnected?.();
    else if (state === 'unavailable' || state === 'failed') callbacks.onUnavailable?.();
    else if (state === 'disconnected') callbacks.onDisconnected?.();
  };
  const listener = ({ current }: { previous: string; current: string }) => report(normalise(current));
  connection.bind('state_change', listener);
  report(normalise(connection.state));
  return () => {
    connection.unbind('state_change', listener);
  };
}
