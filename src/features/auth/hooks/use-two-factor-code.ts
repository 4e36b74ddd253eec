import type { ResponseOf } from '@contracts/route';
import { apiRequest } from '@/lib/api-client';
import { confirmTwoFactor, disableTwoFactor } from '@/lib/api-routes/security';
import { useMutation } from '@/hooks/use-mutation';

type Answer = ResponseOf<typeof confirmTwoFactor> | ResponseOf<typeof disableTwoFactor>;

const confirm = (code: string): Promise<Answer> => apiRequest(confirmTwoFactor, { json: { code } });
const disable = (code: string): Promise<Answer> => apiRequest(disableTwoFactor, { json: { code } });

/** POST /api/user/2fa/confirm: turns 2FA on with a first code from the app. */
export function useTwoFactorConfirm() {
  return useMutation(confirm);
}

/** POST /api/user/2fa/disable: turns 2FA off; needs a current code. */
export function useTwoFactorDisable() {
  return useMutation(disable);
}
