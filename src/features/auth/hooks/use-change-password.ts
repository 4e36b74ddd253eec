import type { BodyOf, ResponseOf } from '@contracts/route';
import type { changePassword } from '@contracts/user';
import { request } from '@/lib/http';
import { collect, confirmationRule, newPasswordRule, requiredRule } from './form-rules';
import { useMutation } from '@/hooks/use-mutation';

export type ChangePasswordBody = BodyOf<typeof changePassword>;
export type ChangePasswordFields = 'current_password' | 'password' | 'password_confirmation';

export function validateChangePassword(v: Record<ChangePasswordFields, string>) {
  return collect<ChangePasswordFields>({
    current_password: requiredRule(v.current_password),
    password: newPasswordRule(v.password),
    password_confirmation: confirmationRule(v.password, v.password_confirmation),
  });
}

const send = (body: ChangePasswordBody) =>
  request<ResponseOf<typeof changePassword>>('/api/user/password', { method: 'PUT', json: body });

export function useChangePassword() {
  return useMutation(send);
}
