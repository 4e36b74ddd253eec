import { useSWRConfig } from 'swr';
import type { ApiBody } from '@/lib/api-client';
import { apiRequest } from '@/lib/api-client';
import type { WebhookEndpoint } from '@contracts/webhooks';
import { createWebhook, deleteWebhook, redeliverWebhook, testWebhook, updateWebhook } from '@/lib/api-routes/webhooks';
import { useBusyAction } from '@/hooks/use-busy-action';
import { WEBHOOKS_KEY } from './use-webhooks';
import { deliveriesKey } from './use-webhook-deliveries';

type Change = ApiBody<typeof updateWebhook>;

/**
 * The webhook mutations. Each resolves to its answer, or null once the error catalogue has
 * shown the failure; afterwards the endpoint list (and the touched log) is read again, after a
 * refusal too: the limit reached or an endpoint deleted in another tab means the list on screen
 * is out of date. The secret of a new endpoint is returned to the caller only, never put in the
 * SWR cache.
 */
export function useWebhookActions() {
  const { mutate } = useSWRConfig();
  const { busy, run: runAction } = useBusyAction<string>();
  const run = async <T>(label: string, send: () => Promise<T>, refresh: (string | null)[]) => {
    const answer = await runAction(label, send);
    for (const key of refresh) if (key) void mutate(key);
    return answer;
  };

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
