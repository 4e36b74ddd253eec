import { useSyncExternalStore } from 'react';

/**
 * The browser never sees the token (it lives in the BFF's cookie), so "the token changed"
 * (spec §4) is tracked here: every sign-in and sign-out bumps the generation, and whatever
 * belongs to one token (the realtime connection) is keyed on it.
 */
let generation = 0;
const listeners = new Set<() => void>();

export function bumpSessionGeneration(): void {
  generation += 1;
  listeners.forEach((l) => l());
}

export function getSessionGeneration(): number {
  return generation;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionGeneration(): number {
  return useSyncExternalStore(subscribe, getSessionGeneration, () => 0);
}
