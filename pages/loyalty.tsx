import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { LoyaltyView } from '@/features/loyalty/components/loyalty-view';

/** Spec §2 /loyalty (public; guests get the login dialog). */
const LoyaltyPage: PageWithLayout = () => <LoyaltyView />;
export default LoyaltyPage;

export const getServerSideProps = withPage({ namespaces: ['content'] });
