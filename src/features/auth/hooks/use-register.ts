import { apiRequest, type ApiBody } from '@/lib/api-client';
import { register } from '@/lib/api-routes/auth';
import { collect, confirmationRule, emailRule, nameRule, newPasswordRule } from '../utils/form-rules';
import { useMutation } from '@/hooks/use-mutation';

export type RegisterBody = ApiBody<typeof register>;
export type RegisterFields = 'name' | 'email' | 'password' | 'password_confirmation';

export function validateRegister(v: Record<RegisterFields, string>) {
  return collect<RegisterFields>({
    name: nameRule(v.name),
    email: emailRule(v.email),
    password: newPasswordRule(v.password),
    password_confirmation: confirmationRule(v.password, v.password_confirmation),
  });
}

// The BFF adds Referral-id and Utm-Data from the marketing cookies.
const send = (body: RegisterBody) => apiRequest(register, { json: body });

export function useRegister() {
  return useMutation(send);
}
