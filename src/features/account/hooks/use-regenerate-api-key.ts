import type { ResponseOf } from '@contracts/route';
import { apiRequest } from '@/lib/api-client';
import { regenerateApiKey } from '@/lib/api-routes/user';
import { useMutation } from '@/hooks/use-mutation';

export type RegeneratedKey = ResponseOf<typeof regenerateApiKey>;

const send = (): Promise<RegeneratedKey> => apiRequest(regenerateApiKey);

/**
 * POST /api/user/api-key: a new personal key; the old one stops working at once. The answer
 * is the only time the browser sees a key, so callers keep it in component state, never in
 * the SWR cache, and it is gone once the page is left.
 */
export function useRegenerateApiKey() {
  return useMutation(send);
}
