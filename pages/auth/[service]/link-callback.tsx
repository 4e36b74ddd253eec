import Home from '../../index';
import { SocialLinkCallback } from '@/features/auth/components/social-return';
import { withPage } from '@/bff/ssr/page-props';
import { HOME_NAMESPACES } from '@/bff/ssr/home-page';

/** Spec §2: the account-linking return shows the home page while it works, then goes home. */
export default function SocialLinkCallbackPage() {
  return (
    <SocialLinkCallback>
      <Home />
    </SocialLinkCallback>
  );
}

export const getServerSideProps = withPage({ namespaces: ['auth', ...HOME_NAMESPACES] });
