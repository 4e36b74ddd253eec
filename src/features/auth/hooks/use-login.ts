import type { BodyOf } from '@contracts/route';
import { apiRequest } from '@/lib/api-client';
import { login } from '@/lib/api-routes/auth';
import { codeRule, collect, secondFactorRule, emailRule, requiredRule } from '../utils/form-rules';
import { useMutation } from '@/hooks/use-mutation';

export type LoginBody = BodyOf<typeof login>;
export type LoginFields = 'email' | 'password' | 'email_code' | 'one_time_password';

/** The codes are only checked once the server asked for them. */
export function validateLogin(
  values: Record<LoginFields, string>,
  asked: { withCode: boolean; withEmailCode: boolean },
) {
  return collect<LoginFields>({
    email: emailRule(values.email),
    password: requiredRule(values.password),
    email_code: asked.withEmailCode ? codeRule(values.email_code) : undefined,
    one_time_password: asked.withCode ? secondFactorRule(values.one_time_password) : undefined,
  });
}

const send = (body: LoginBody) => apiRequest(login, { json: body });

export function useLogin() {
  return useMutation(send);
}
