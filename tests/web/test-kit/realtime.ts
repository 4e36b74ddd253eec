import { act } from '@testing-library/react';
import type { PublicConfig } from '@/lib/page-props';

/** A config patch that turns the realtime connection on (spec: Echo over Pusher). */
export const realtimeConfig: Partial<PublicConfig> = {
  realtime: { key: 'app-key', host: 'localhost', port: 6001, tls: false },
};

type Listener = (data: unknown) => void;

/**
 * A fake Echo for `createEcho` to resolve to: `listeners` holds what the app listens to on its
 * private channel, for the test to fire; `setState` moves the Pusher connection to a new state.
 */
export function fakeEcho(state: 'connecting' | 'connected' = 'connecting') {
  const connBound: Record<string, (e: { previous: string; current: string }) => void> = {};
  const listeners: Record<string, Listener> = {};
  const echo = {
    connector: {
      pusher: {
        connection: {
          state,
          bind: (e: string, l: never) => {
            connBound[e] = l;
          },
          unbind: jest.fn(),
        },
        connect: jest.fn(),
      },
    },
    private: jest.fn(() => ({
      listen: (e: string, l: Listener) => {
        listeners[e] = l;
      },
      stopListening: jest.fn(),
    })),
    leaveChannel: jest.fn(),
    disconnect: jest.fn(),
  };
  const setState = (current: string) => act(() => connBound.state_change?.({ previous: '', current }));
  return { echo, listeners, setState };
}
