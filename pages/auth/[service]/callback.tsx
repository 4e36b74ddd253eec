import { SocialCallback } from '@/features/auth/components/social-return';
import { withPage } from '@/bff/ssr/page-props';

export default function SocialCallbackPage() {
  return <SocialCallback />;
}

export const getServerSideProps = withPage({ namespaces: ['auth'] });
