import type { BodyOf, ResponseOf } from '@contracts/route';
import type { resendVerification } from '@contracts/auth';
import { request } from '@/lib/http';
import { useMutation } from '@/hooks/use-mutation';

export type ResendVerificationBody = BodyOf<typeof resendVerification>;

const send = (body: ResendVerificationBody) =>
  request<ResponseOf<typeof resendVerification>>('/api/verify-email/resend', { method: 'POST', json: body });

export function useResendVerification() {
  return useMutation(send);
}
