import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/components/layout/layouts';
import { PartnersView } from '@/components/content/partners-view';

/** Spec §2 /partners (public). */
const Page: PageWithLayout = () => <PartnersView />;
Page.layout = 'seo';
export default Page;

export const getServerSideProps = withPage({ namespaces: ['content'] });
