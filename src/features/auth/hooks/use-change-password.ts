import type { BodyOf } from '@contracts/route';
import { apiRequest } from '@/lib/api-client';
import { changePassword } from '@/lib/api-routes/user';
import { collect, confirmationRule, newPasswordRule, requiredRule } from '../utils/form-rules';
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

const send = (body: ChangePasswordBody) => apiRequest(changePassword, { json: body });

export function useChangePassword() {
  return useMutation(send);
}
