import type { ResponseOf } from '@contracts/route';
import { apiRequest } from '@/lib/api-client';
import { enableTwoFactor } from '@/lib/api-routes/security';
import { useMutation } from '@/hooks/use-mutation';

export type TwoFactorSetup = ResponseOf<typeof enableTwoFactor>;

const send = () => apiRequest(enableTwoFactor);

/** Starts setup: a secret and its otpauth URL; 2FA is on only after confirm. */
export function useTwoFactorEnable() {
  return useMutation(send);
}
