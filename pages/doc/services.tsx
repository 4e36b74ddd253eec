import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/components/layout/layouts';
import { DocServicesView } from '@/components/content/doc-services-view';

/** Spec §2 /doc/services (public, doc layout). */
const Page: PageWithLayout = () => <DocServicesView />;
Page.layout = 'doc';
export default Page;

export const getServerSideProps = withPage({ namespaces: ['content'] });
