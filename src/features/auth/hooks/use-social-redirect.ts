import type { ResponseOf } from '@contracts/route';
import type { socialRedirect } from '@contracts/auth';
import { request } from '@/lib/http';
import { useMutation } from '@/hooks/use-mutation';
import type { SocialService } from './use-social-callback';

export interface SocialRedirectInput {
  service: SocialService;
  mode: 'login' | 'link';
}

const send = ({ service, mode }: SocialRedirectInput) =>
  request<ResponseOf<typeof socialRedirect>>(`/api/auth/${service}/redirect`, { query: { mode } });

/** The provider's consent URL; the caller leaves the page for it. */
export function useSocialRedirect() {
  return useMutation(send);
}
