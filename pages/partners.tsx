import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { PartnersView } from '@/features/content/components/partners-view';

/** Spec §2 /partners (public). */
const Page: PageWithLayout = () => <PartnersView />;
Page.layout = 'seo';
export default Page;

export const getServerSideProps = withPage({ namespaces: ['content'] });
