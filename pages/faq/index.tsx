import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/components/layout/layouts';
import { FaqView } from '@/components/content/faq-view';

/** Spec §2 /faq (public). */
const FaqPage: PageWithLayout = () => <FaqView />;
FaqPage.layout = 'seo';
export default FaqPage;

export const getServerSideProps = withPage({ namespaces: ['content'] });
