import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { getMarketingAction } from '@/lib/api-routes/site';
import { useModals } from '@/state/modals';

const ACTIONS = { 'show-login-modal': 'login', 'show-register-modal': 'registration' } as const;

/** Spec §7: which dialog a campaign landing opens, asked with the visitor's utm_* as JSON. */
export const fetchMarketingAction = (utm: Record<string, string>) =>
  apiRequest(getMarketingAction, { query: { 'utm-data': JSON.stringify(utm) } });

/**
 * Spec §4: an answer carrying action show-login-modal or show-register-modal opens that dialog,
 * for a guest only. Returns whether it opened one.
 */
export function useMarketingAction(signedIn: boolean): (answer: unknown) => boolean {
  const { open } = useModals();
  return useCallback(
    (answer: unknown) => {
      if (signedIn || !answer || typeof answer !== 'object') return false;
      const action = (answer as { action?: unknown }).action;
      if (typeof action !== 'string' || !(action in ACTIONS)) return false;
      open(ACTIONS[action as keyof typeof ACTIONS]);
      return true;
    },
    [signedIn, open],
  );
}
