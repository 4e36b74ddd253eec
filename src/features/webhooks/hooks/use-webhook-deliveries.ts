import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { listWebhookDeliveries } from '@/lib/api-routes/webhooks';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';

export type DeliveriesAnswer = ResponseOf<typeof listWebhookDeliveries>;

export const deliveriesKey = (endpointId: number) => apiPath(listWebhookDeliveries, { params: { id: endpointId } });

/**
 * The endpoint's last 50 deliveries, read only while the log is open. While something is still
 * pending the log refreshes every few seconds, so a test event is seen arriving.
 */
export function useWebhookDeliveries(endpointId: number, open: boolean) {
  return useSWR<DeliveriesAnswer>(open ? deliveriesKey(endpointId) : null, getJson, {
    refreshInterval: (latest) => (latest?.data.some((d) => d.state === 'pending') ? 3_000 : 0),
  });
}
