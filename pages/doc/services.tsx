import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { DocServicesView } from '@/features/content/components/doc-services-view';

/** Spec §2 /doc/services (public, doc layout). */
const Page: PageWithLayout = () => <DocServicesView />;
Page.layout = 'doc';
export default Page;

export const getServerSideProps = withPage({ namespaces: ['content'] });
