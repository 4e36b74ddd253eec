import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { listWebhooks } from '@/lib/api-routes/webhooks';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';

export type WebhooksAnswer = ResponseOf<typeof listWebhooks>;
export const WEBHOOKS_KEY = apiPath(listWebhooks);

/** GET /api/user/webhooks: the user's endpoints (never their secrets). */
export function useWebhooks() {
  return useSWR<WebhooksAnswer>(WEBHOOKS_KEY, getJson);
}
