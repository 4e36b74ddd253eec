import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { useModals } from '@/state/modals';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';

/**
 * /check/reset-password?email=…&token=… (spec §2: a page that shows home): the link in the
 * reset email opens the recovery dialog with address and code filled in, then leaves for the
 * plain home address so the code does not stay in the address bar or the history.
 */
export function useResetLink(): void {
  const router = useRouter();
  const { open, setRecovery } = useModals();
  const done = useRef(false);

  useEffect(() => {
    if (!router.isReady || done.current) return;
    done.current = true;
    const email = one(router.query.email).slice(0, 254);
    const token = one(router.query.token);
    setRecovery({ email, token: /^\d{6}$/.test(token) ? token : '' });
    open('recovery');
    void router.replace('/', undefined, { scroll: false });
  }, [router, open, setRecovery]);
}
