import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ResponseOf } from '@contracts/route';
import { apiRequest } from '@/lib/api-client';
import { withdrawReferral } from '@/lib/api-routes/referral';
import { USER_KEY } from '@/state/ssr-user';
import { useMutation } from '@/hooks/use-mutation';
import { REFERRAL_PATH, type ReferralAnswer } from './use-referral';
import { isWithdrawalsKey } from './use-withdrawals';
import type { WithdrawBody } from '../utils/withdraw-rules';

export type WithdrawAnswer = ResponseOf<typeof withdrawReferral>;

const send = (json: WithdrawBody): Promise<WithdrawAnswer> => apiRequest(withdrawReferral, { json });

/**
 * POST /api/referral/withdraw. On success the answer's summary replaces the cached one, the
 * history is read again and, for a withdrawal to the balance (a ledger credit), so is the
 * user, whose balance the header shows. Never throws (see useMutation).
 */
export function useWithdraw() {
  const { mutate } = useSWRConfig();
  const { busy, run } = useMutation(send);
  const withdraw = useCallback(
    async (body: WithdrawBody) => {
      const result = await run(body);
      if (result?.ok) {
        const summary: ReferralAnswer = { status: true, referral: result.data.referral };
        await mutate(REFERRAL_PATH, summary, { revalidate: false });
        void mutate(isWithdrawalsKey);
        if (body.method === 'balance') void mutate(USER_KEY);
      }
      return result;
    },
    [run, mutate],
  );
  return { busy, withdraw };
}
