import { useCallback, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useUser } from '@/hooks/use-user';

const ConfirmDialog = dynamic(() => import('@/components/common/confirm-dialog'), { ssr: false });

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  /** Ask even when the user's confirmations are off: they have not seen this price yet. */
  always?: boolean;
}

/**
 * The confirm step of spec §5: when the user's `confirmation_actions` setting is on, `confirm`
 * shows a dialog and resolves with the answer; when it is off it resolves true at once (unless
 * the request says `always`).
 */
export function useConfirmStep(): { confirm(request: ConfirmRequest): Promise<boolean>; dialog: ReactNode } {
  const { data: user } = useUser();
  const { t } = useTranslation('numbers');
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);
  const enabled = Boolean(user?.settings.confirmation_actions);

  const confirm = useCallback(
    (next: ConfirmRequest) => {
      if (!enabled && !next.always) return Promise.resolve(true);
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

  const dialog = request ? (
    <ConfirmDialog
      open
      title={request.title}
      text={request.text}
      confirmLabel={request.confirmLabel}
      cancelLabel={t('actions.back')}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    />
  ) : null;
  return { confirm, dialog };
}
