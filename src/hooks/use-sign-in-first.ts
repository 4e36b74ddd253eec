import { useCallback, useEffect, useRef } from 'react';
import { useModals, type ModalFlag } from '@/state/modals';

/** Every step of signing in: login, registration, the emailed code, 2FA, recovery, the wait. */
const SIGN_IN_STEPS: readonly ModalFlag[] = [
  'login',
  'registration',
  'verifyEmail',
  'faCode',
  'is2fa',
  'recovery',
  'forgot',
  'loader',
];

/**
 * "Sign in first, then carry on": a guest's action (Buy, a star) opens the login dialog and is
 * remembered with its arguments; once the user is signed in, `action` runs — the version of
 * the signed-in render, never the guest's (whose price, currency and settings were a guest's).
 * Closing the sign-in dialogs without signing in forgets it.
 */
export function useSignInFirst<A extends unknown[]>(signedIn: boolean, action: (...args: A) => unknown) {
  const { flags, open } = useModals();
  const waiting = useRef<A | null>(null);
  const latest = useRef(action);
  const signingIn = SIGN_IN_STEPS.some((flag) => flags[flag]);

  useEffect(() => {
    latest.current = action;
  });

  useEffect(() => {
    if (!signedIn || !waiting.current) return;
    const args = waiting.current;
    waiting.current = null;
    // After the closing dialog has handed focus back to the opener (its own timeout), so the
    // next dialog opens from the button the user pressed.
    const timer = window.setTimeout(() => void latest.current(...args), 0);
    return () => window.clearTimeout(timer);
  }, [signedIn]);

  useEffect(() => {
    if (!signedIn && !signingIn) waiting.current = null;
  }, [signedIn, signingIn]);

  return useCallback(
    (...args: A) => {
      waiting.current = args;
      open('login');
    },
    [open],
  );
}
