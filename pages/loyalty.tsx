import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/components/layout/layouts';
import { LoyaltyView } from '@/components/loyalty/loyalty-view';

/** Spec §2 /loyalty (public; guests get the login dialog). */
const LoyaltyPage: PageWithLayout = () => <LoyaltyView />;
export default LoyaltyPage;

export const getServerSideProps = withPage({ namespaces: ['content'] });
