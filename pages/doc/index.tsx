import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { DocOverview } from '@/features/content/components/doc-overview';

/** Spec §2 /doc (public, doc layout). */
const Page: PageWithLayout = () => <DocOverview />;
Page.layout = 'doc';
export default Page;

export const getServerSideProps = withPage({ namespaces: ['content'] });
