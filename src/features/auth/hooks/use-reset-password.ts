import type { BodyOf, ResponseOf } from '@contracts/route';
import type { resetPassword } from '@contracts/auth';
import { request } from '@/lib/http';
import { codeRule, collect, confirmationRule, emailRule, newPasswordRule } from './form-rules';
import { useMutation } from '@/hooks/use-mutation';

export type ResetPasswordBody = BodyOf<typeof resetPassword>;
export type ResetPasswordFields = 'email' | 'token' | 'password' | 'password_confirmation';

export function validateReset(v: Record<ResetPasswordFields, string>) {
  return collect<ResetPasswordFields>({
    email: emailRule(v.email),
    token: codeRule(v.token),
    password: newPasswordRule(v.password),
    password_confirmation: confirmationRule(v.password, v.password_confirmation),
  });
}

const send = (body: ResetPasswordBody) =>
  request<ResponseOf<typeof resetPassword>>('/api/reset-password', { method: 'POST', json: body });

export function useResetPassword() {
  return useMutation(send);
}
