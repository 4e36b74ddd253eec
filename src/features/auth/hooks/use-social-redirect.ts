import { apiRequest } from '@/lib/api-client';
import { socialRedirect } from '@/lib/api-routes/auth';
import { useMutation } from '@/hooks/use-mutation';
import type { SocialService } from './use-social-callback';

export interface SocialRedirectInput {
  service: SocialService;
  mode: 'login' | 'link';
}

const send = ({ service, mode }: SocialRedirectInput) =>
  apiRequest(socialRedirect, { params: { service }, query: { mode } });

/** The provider's consent URL; the caller leaves the page for it. */
export function useSocialRedirect() {
  return useMutation(send);
}
