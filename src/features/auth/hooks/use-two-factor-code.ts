import { apiRequest } from '@/lib/api-client';
import { confirmTwoFactor, disableTwoFactor, newRecoveryCodes } from '@/lib/api-routes/security';
import { useMutation } from '@/hooks/use-mutation';

/** The app's code and the one mailed when setup started: a session alone does not turn 2FA on. */
export interface TwoFactorConfirmCodes {
  code: string;
  emailCode: string;
}

const confirm = ({ code, emailCode }: TwoFactorConfirmCodes) =>
  apiRequest(confirmTwoFactor, { json: { code, email_code: emailCode } });
// No codes to show once it is off: the same shape as confirm's answer, for the one page that calls both.
const disable = async (code: string) => ({
  ...(await apiRequest(disableTwoFactor, { json: { code } })),
  recovery_codes: null,
});
const renew = (code: string) => apiRequest(newRecoveryCodes, { json: { code } });

/** POST /api/user/2fa/confirm: turns 2FA on with a first code from the app and the emailed code; answers the recovery codes. */
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
