import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { ApiReferenceView } from '@/features/developer/components/api-reference-view';

/** Issue 18: /doc/api, the REST API v1 reference (public, doc layout). */
const Page: PageWithLayout = () => <ApiReferenceView />;
Page.layout = 'doc';
export default Page;

export const getServerSideProps = withPage({ namespaces: ['api-docs'] });
