import { apiRequest, type ApiBody } from '@/lib/api-client';
import { resetPassword } from '@/lib/api-routes/auth';
import { codeRule, collect, confirmationRule, emailRule, newPasswordRule } from '../utils/form-rules';
import { useMutation } from '@/hooks/use-mutation';

export type ResetPasswordBody = ApiBody<typeof resetPassword>;
export type ResetPasswordFields = 'email' | 'token' | 'password' | 'password_confirmation';

export function validateReset(v: Record<ResetPasswordFields, string>) {
  return collect<ResetPasswordFields>({
    email: emailRule(v.email),
    token: codeRule(v.token),
    password: newPasswordRule(v.password),
    password_confirmation: confirmationRule(v.password, v.password_confirmation),
  });
}

const send = (body: ResetPasswordBody) => apiRequest(resetPassword, { json: body });

export function useResetPassword() {
  return useMutation(send);
}
