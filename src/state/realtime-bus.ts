import { useSyncExternalStore } from 'react';
import type { RealtimeEventName } from '@contracts/realtime-channel';
import type { RealtimeEventPayloads } from '@contracts/realtime-events';
import type { RealtimeConnectionState } from '@/lib/realtime/connection-state';

/**
 * The realtime connection as the rest of the app sees it: its state (lists poll while it is
 * not 'connected') and a listener registry per event, so feature hooks subscribe without
 * knowing about Echo or the per-token connection (src/hooks/realtime).
 */
type Listener<N extends RealtimeEventName> = (payload: RealtimeEventPayloads[N]) => void;

let state: RealtimeConnectionState = 'disconnected';
const stateListeners = new Set<() => void>();
const eventListeners = new Map<RealtimeEventName, Set<Listener<RealtimeEventName>>>();

export function setRealtimeState(next: RealtimeConnectionState): void {
  if (next === state) return;
  state = next;
  stateListeners.forEach((l) => l());
}

export function getRealtimeState(): RealtimeConnectionState {
  return state;
}

export function useRealtimeState(): RealtimeConnectionState {
  return useSyncExternalStore(
    (l) => {
      stateListeners.add(l);
      return () => stateListeners.delete(l);
    },
    getRealtimeState,
    () => 'disconnected' as const,
  );
}

/** Adds a listener for one event; returns its removal. */
export function onRealtime<N extends RealtimeEventName>(event: N, listener: Listener<N>): () => void {
  const set = eventListeners.get(event) ?? new Set();
  set.add(listener as Listener<RealtimeEventName>);
  eventListeners.set(event, set);
  return () => {
    set.delete(listener as Listener<RealtimeEventName>);
  };
}

export function emitRealtime<N extends RealtimeEventName>(event: N, payload: RealtimeEventPayloads[N]): void {
  eventListeners.get(event)?.forEach((l) => l(payload));
}
