import { apiRequest } from '@/lib/api-client';
import { confirmTwoFactor, disableTwoFactor, newRecoveryCodes } from '@/lib/api-routes/security';
import { useMutation } from '@/hooks/use-mutation';

const confirm = (code: string) => apiRequest(confirmTwoFactor, { json: { code } });
// No codes to show once it is off: the same shape as confirm's answer, for the one page that calls both.
const disable = async (code: string) => ({
  ...(await apiRequest(disableTwoFactor, { json: { code } })),
  recovery_codes: null,
});
const renew = (code: string) => apiRequest(newRecoveryCodes, { json: { code } });

/** POST /api/user/2fa/confirm: turns 2FA on with a first code from the app; answers the recovery codes. */
export function useTwoFactorConfirm() {
  return useMutation(confirm);
}

/** POST /api/user/2fa/disable: turns 2FA off; needs a current code or a recovery code. */
export function useTwoFactorDisable() {
  return useMutation(disable);
}

/** POST /api/user/2fa/recovery-codes: new recovery codes in place of the old; needs a current code or a recovery code. */
export function useNewRecoveryCodes() {
  return useMutation(renew);
}
