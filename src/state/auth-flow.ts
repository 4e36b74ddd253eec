import { useSyncExternalStore } from 'react';

/**
 * What one sign-in journey carries from dialog to dialog: the address typed in login or
 * registration (prefilled in email verification), the credentials a two-factor retry must
 * resend, the social callback a two-factor code completes, and where to go afterwards.
 * Kept in memory only: a reload forgets the password, as it should.
 */
export interface AuthFlow {
  email: string;
  /** Only while a two-factor code is being asked for after a password login. */
  password: string;
  /** A social sign-in waiting for its two-factor code. */
  social: { service: string; query: Record<string, string> } | null;
  /** A safe same-origin path to open after sign-in (spec §2 guarded routes). */
  redirect: string | null;
}

const empty = (): AuthFlow => ({ email: '', password: '', social: null, redirect: null });

let state: AuthFlow = empty();
const listeners = new Set<() => void>();

export function getAuthFlow(): AuthFlow {
  return state;
}

export function setAuthFlow(patch: Partial<AuthFlow>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

/** After sign-in or on abandoning the journey: secrets must not outlive it. */
export function clearAuthSecrets(): void {
  setAuthFlow({ password: '', social: null });
}

export function resetAuthFlow(): void {
  state = empty();
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthFlow(): AuthFlow {
  return useSyncExternalStore(subscribe, getAuthFlow, getAuthFlow);
}
