import type { BodyOf } from '@contracts/route';
import { apiRequest } from '@/lib/api-client';
import { login } from '@/lib/api-routes/auth';
import { collect, secondFactorRule, emailRule, requiredRule } from '../utils/form-rules';
import { useMutation } from '@/hooks/use-mutation';

export type LoginBody = BodyOf<typeof login>;
export type LoginFields = 'email' | 'password' | 'one_time_password';

/** The one-time password is only checked once the server asked for it (`withCode`). */
export function validateLogin(values: Record<LoginFields, string>, withCode: boolean) {
  return collect<LoginFields>({
    email: emailRule(values.email),
    password: requiredRule(values.password),
    one_time_password: withCode ? secondFactorRule(values.one_time_password) : undefined,
  });
}

const send = (body: LoginBody) => apiRequest(login, { json: body });

export function useLogin() {
  return useMutation(send);
}
