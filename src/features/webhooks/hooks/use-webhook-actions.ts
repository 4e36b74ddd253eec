import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiBody } from '@/lib/api-client';
import { apiRequest } from '@/lib/api-client';
import type { WebhookEndpoint } from '@contracts/webhooks';
import { createWebhook, deleteWebhook, redeliverWebhook, testWebhook, updateWebhook } from '@/lib/api-routes';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { WEBHOOKS_KEY } from './use-webhooks';
import { deliveriesKey } from './use-webhook-deliveries';

type Change = ApiBody<typeof updateWebhook>;

/**
 * The webhook mutations. Each resolves to its answer, or null once the error catalogue has
 * shown the failure; afterwards the endpoint list (and the touched log) is read again. The
 * secret of a new endpoint is returned to the caller only, never put in the SWR cache.
 */
export function useWebhookActions() {
  const onError = useApiErrorHandler();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async <T>(label: string, send: () => Promise<T>, refresh: (string | null)[]): Promise<T | null> => {
      setBusy(label);
      try {
        const answer = await send();
        for (const key of refresh) if (key) void mutate(key);
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
    create: (json: ApiBody<typeof createWebhook>) =>
      run('create', () => apiRequest(createWebhook, { json }), [WEBHOOKS_KEY]),
    update: (e: WebhookEndpoint, json: Change) =>
      run(`update-${e.id}`, () => apiRequest(updateWebhook, { params: { id: e.id }, json }), [
        WEBHOOKS_KEY,
        deliveriesKey(e.id),
      ]),
    remove: (e: WebhookEndpoint) =>
      run(`delete-${e.id}`, () => apiRequest(deleteWebhook, { params: { id: e.id } }), [WEBHOOKS_KEY]),
    sendTest: (e: WebhookEndpoint) =>
      run(`test-${e.id}`, () => apiRequest(testWebhook, { params: { id: e.id } }), [deliveriesKey(e.id)]),
    redeliver: (e: WebhookEndpoint, delivery: number) =>
      run(`redeliver-${delivery}`, () => apiRequest(redeliverWebhook, { params: { id: e.id, delivery } }), [
        deliveriesKey(e.id),
      ]),
  };
}
