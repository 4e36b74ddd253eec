import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import {
  issueSandboxKey,
  resetSandboxBalance,
  revokeSandboxKey,
  updateSandboxSettings,
} from '@/lib/api-routes/sandbox';
import { useBusyAction } from '@/hooks/use-busy-action';
import { SANDBOX_KEY, type SandboxAnswer } from './use-sandbox';

export type SandboxAction = 'issue' | 'revoke' | 'reset' | 'settings';

/**
 * The sandbox mutations. Each answers with the new sandbox state, which goes into the SWR
 * cache; a new key is returned to the caller only (shown once, never cached). Failures go to the
 * error catalogue and resolve to null.
 */
export function useSandboxActions() {
  const { mutate } = useSWRConfig();
  const { busy, run } = useBusyAction<SandboxAction>();
  const store = (answer: { data: SandboxAnswer['data'] }) =>
    void mutate(SANDBOX_KEY, { status: true, data: answer.data }, { revalidate: false });

  return {
    busy,
    issue: () => run('issue', () => apiRequest(issueSandboxKey), store),
    revoke: () => run('revoke', () => apiRequest(revokeSandboxKey), store),
    reset: () => run('reset', () => apiRequest(resetSandboxBalance), store),
    setAutoSms: (autoSms: boolean) =>
      run('settings', () => apiRequest(updateSandboxSettings, { json: { auto_sms: autoSms } }), store),
  };
}
