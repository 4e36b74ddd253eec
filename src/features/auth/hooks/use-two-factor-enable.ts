import type { ResponseOf } from '@contracts/route';
import type { enableTwoFactor } from '@contracts/security';
import { request } from '@/lib/http';
import { useMutation } from '@/hooks/use-mutation';

export type TwoFactorSetup = ResponseOf<typeof enableTwoFactor>;

const send = () => request<TwoFactorSetup>('/api/user/2fa/enable', { method: 'POST' });

/** Starts setup: a secret and its otpauth URL; 2FA is on only after confirm. */
export function useTwoFactorEnable() {
  return useMutation(send);
}
