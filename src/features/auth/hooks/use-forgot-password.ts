import type { BodyOf, ResponseOf } from '@contracts/route';
import type { forgotPassword } from '@contracts/auth';
import { request } from '@/lib/http';
import { collect, emailRule } from './form-rules';
import { useMutation } from '@/hooks/use-mutation';

export type ForgotPasswordBody = BodyOf<typeof forgotPassword>;

export function validateForgot(v: { email: string }) {
  return collect<'email'>({ email: emailRule(v.email) });
}

const send = (body: ForgotPasswordBody) =>
  request<ResponseOf<typeof forgotPassword>>('/api/forgot-password', { method: 'POST', json: body });

export function useForgotPassword() {
  return useMutation(send);
}
