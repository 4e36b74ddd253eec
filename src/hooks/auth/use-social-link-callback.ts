import type { ResponseOf } from '@contracts/route';
import type { socialLinkCallback } from '@contracts/auth';
import { request } from '@/lib/http';
import { useAuthMutation } from './use-auth-mutation';
import type { SocialCallbackInput } from './use-social-callback';

const send = ({ service, query }: SocialCallbackInput) =>
  request<ResponseOf<typeof socialLinkCallback>>(`/api/auth/${service}/link-callback`, { query });

export function useSocialLinkCallback() {
  return useAuthMutation(send);
}
