import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { DocOperatorsView } from '@/features/content/components/doc-operators-view';

/** Spec §2 /doc/operators (public, doc layout). */
const Page: PageWithLayout = () => <DocOperatorsView />;
Page.layout = 'doc';
export default Page;

export const getServerSideProps = withPage({ namespaces: ['content'] });
