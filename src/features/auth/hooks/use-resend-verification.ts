import type { BodyOf } from '@contracts/route';
import { apiRequest } from '@/lib/api-client';
import { resendVerification } from '@/lib/api-routes/auth';
import { useMutation } from '@/hooks/use-mutation';

export type ResendVerificationBody = BodyOf<typeof resendVerification>;

const send = (body: ResendVerificationBody) => apiRequest(resendVerification, { json: body });

export function useResendVerification() {
  return useMutation(send);
}
