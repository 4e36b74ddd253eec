import Home from '../index';
import { useResetLink } from '@/features/auth/hooks/use-reset-link';
import { withPage } from '@/bff/ssr/page-props';
import { HOME_NAMESPACES } from '@/bff/ssr/home-page';

/** The reset email's link: home, with the recovery dialog open and filled in. */
export default function ResetPasswordPage() {
  useResetLink();
  return <Home />;
}

export const getServerSideProps = withPage({ namespaces: HOME_NAMESPACES });
