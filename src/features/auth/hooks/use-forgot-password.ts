import type { BodyOf } from '@contracts/route';
import { apiRequest } from '@/lib/api-client';
import { forgotPassword } from '@/lib/api-routes/auth';
import { collect, emailRule } from '../utils/form-rules';
import { useMutation } from '@/hooks/use-mutation';

export type ForgotPasswordBody = BodyOf<typeof forgotPassword>;

export function validateForgot(v: { email: string }) {
  return collect<'email'>({ email: emailRule(v.email) });
}

const send = (body: ForgotPasswordBody) => apiRequest(forgotPassword, { json: body });

export function useForgotPassword() {
  return useMutation(send);
}
