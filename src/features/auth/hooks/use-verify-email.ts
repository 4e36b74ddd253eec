import type { BodyOf } from '@contracts/route';
import { apiRequest } from '@/lib/api-client';
import { verifyEmail } from '@/lib/api-routes/auth';
import { codeRule, collect, emailRule } from '../utils/form-rules';
import { useMutation } from '@/hooks/use-mutation';

export type VerifyEmailBody = BodyOf<typeof verifyEmail>;
export type VerifyEmailFields = 'email' | 'code';

export function validateVerifyEmail(v: Record<VerifyEmailFields, string>) {
  return collect<VerifyEmailFields>({ email: emailRule(v.email), code: codeRule(v.code) });
}

const send = (body: VerifyEmailBody) => apiRequest(verifyEmail, { json: body });

export function useVerifyEmail() {
  return useMutation(send);
}
