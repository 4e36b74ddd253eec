import { useState, type ReactNode } from 'react';
import { useModals } from '@/state/modals';

/**
 * A guest's view of `children(signedIn)` with the two ends of the sign-in dialogs a test needs:
 * "test: signed in" does what a completed sign-in does (the user is known, every dialog
 * closes); "test: close login" is the user closing the login dialog without signing in.
 */
export function GuestThenSignedIn({ children }: { children: (signedIn: boolean) => ReactNode }) {
  const modals = useModals();
  const [signedIn, setSignedIn] = useState(false);
  return (
    <>
      {children(signedIn)}
      <button
        onClick={() => {
          setSignedIn(true);
          modals.closeAll();
        }}
      >
        test: signed in
      </button>
      <button onClick={() => modals.close('login')}>test: close login</button>
    </>
  );
}
