import { socialProviders } from '@contracts/social-providers';
import { apiRequest } from '@/lib/api-client';
import { socialCallback } from '@/lib/api-routes/auth';
import { useMutation } from '@/hooks/use-mutation';

export type SocialService = (typeof socialProviders)[number];

export function isSocialService(value: unknown): value is SocialService {
  return typeof value === 'string' && (socialProviders as readonly string[]).includes(value);
}

export interface SocialCallbackInput {
  service: SocialService;
  /** The provider's redirect query, passed on untouched (plus one_time_password on a 2FA retry). */
  query: Record<string, string>;
}

/** The BFF sends Referral-id and Utm-Data from the marketing cookies with this call. */
export const sendSocialCallback = ({ service, query }: SocialCallbackInput) =>
  apiRequest(socialCallback, { params: { service }, query });

export function useSocialCallback() {
  return useMutation(sendSocialCallback);
}
