import Home from '../../index';
import { SocialCallback } from '@/features/auth/components/social-return';
import { withPage } from '@/bff/ssr/page-props';
import { HOME_NAMESPACES } from '@/bff/ssr/home-page';

/** Spec §2: the social sign-in return shows the home page while it signs in, then goes home. */
export default function SocialCallbackPage() {
  return (
    <SocialCallback>
      <Home />
    </SocialCallback>
  );
}

export const getServerSideProps = withPage({ namespaces: ['auth', ...HOME_NAMESPACES] });
