import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { TopUpCode } from '@contracts/payments';
import { apiRequest } from '@/lib/api-client';
import { createTopUp } from '@/lib/api-routes/payments';
import { useMutation } from '@/hooks/use-mutation';
import { PAYMENTS_KEY, type PaymentsAnswer } from './use-payments';

export interface TopUpInput {
  system: string;
  /** Minor units. */
  amount: number;
}

const send = (json: TopUpInput) => apiRequest(createTopUp, { json });

/**
 * Creates a pending top-up; on success its code joins the cached active payments, so the list
 * shows it without another request. Never throws (see useMutation).
 */
export function useCreateTopUp() {
  const { mutate } = useSWRConfig();
  const { busy, run } = useMutation(send);
  const create = useCallback(
    async (input: TopUpInput) => {
      const result = await run(input);
      if (result?.ok) {
        const code: TopUpCode = result.data.data;
        await mutate(
          PAYMENTS_KEY,
          (data: PaymentsAnswer | undefined) =>
            data ? { ...data, active_payments: { ...data.active_payments, [code.transaction_id]: code } } : data,
          { revalidate: false },
        );
      }
      return result;
    },
    [run, mutate],
  );
  return { busy, create };
}
