import { SocialLinkCallback } from '@/features/auth/components/social-return';
import { withPage } from '@/bff/ssr/page-props';

export default function SocialLinkCallbackPage() {
  return <SocialLinkCallback />;
}

export const getServerSideProps = withPage({ namespaces: ['auth'] });
