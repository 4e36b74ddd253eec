import { useEffect } from 'react';
import { getAuthFlow } from '@/state/auth-flow';

/**
 * Dialogs stay mounted between openings: on each opening, take the address the journey
 * already knows (typed in login or registration) so nobody types it twice.
 */
export function usePrefillEmail(open: boolean, setValue: (name: 'email', value: string) => void): void {
  useEffect(() => {
    const { email } = getAuthFlow();
    if (open && email) setValue('email', email);
  }, [open, setValue]);
}
