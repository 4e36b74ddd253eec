import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { issueSandboxKey, resetSandboxBalance, revokeSandboxKey } from '@/lib/api-routes';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { SANDBOX_KEY } from './use-sandbox';

export type SandboxAction = 'issue' | 'revoke' | 'reset';

/**
 * The sandbox mutations. Each answers with the new sandbox state, which goes into the SWR
 * cache; a new key is returned to the caller only (shown once, never cached). Failures go to the
 * error catalogue and resolve to null.
 */
export function useSandboxActions() {
  const onError = useApiErrorHandler();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<SandboxAction | null>(null);

  const run = useCallback(
    async <T extends { data: unknown }>(action: SandboxAction, send: () => Promise<T>): Promise<T | null> => {
      setBusy(action);
      try {
        const answer = await send();
        void mutate(SANDBOX_KEY, { status: true, data: answer.data }, { revalidate: false });
        return answer;
      } catch (error) {
        onError(error);
        return null;
      } finally {
        setBusy(null);
      }
    },
    [mutate, onError],
  );

  return {
    busy,
    issue: () => run('issue', () => apiRequest(issueSandboxKey)),
    revoke: () => run('revoke', () => apiRequest(revokeSandboxKey)),
    reset: () => run('reset', () => apiRequest(resetSandboxBalance)),
  };
}
