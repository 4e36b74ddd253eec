import { useCallback, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useUser } from '@/hooks/use-user';
import type { ConfirmRequest } from './confirm-action-dialog';

const ConfirmActionDialog = dynamic(() => import('./confirm-action-dialog'), { ssr: false });

/**
 * The confirm step of spec §5: when the user's `confirmation_actions` setting is on, `confirm`
 * shows a dialog and resolves with the answer; when it is off it resolves true at once.
 */
export function useConfirmStep(): { confirm(request: ConfirmRequest): Promise<boolean>; dialog: ReactNode } {
  const { data: user } = useUser();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);
  const enabled = Boolean(user?.settings.confirmation_actions);

  const confirm = useCallback(
    (next: ConfirmRequest) => {
      if (!enabled) return Promise.resolve(true);
      resolver.current?.(false);
      setRequest(next);
      return new Promise<boolean>((resolve) => {
        resolver.current = resolve;
      });
    },
    [enabled],
  );

  const onAnswer = useCallback((yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = null;
    setRequest(null);
  }, []);

  const dialog = request ? <ConfirmActionDialog request={request} onAnswer={onAnswer} /> : null;
  return { confirm, dialog };
}
