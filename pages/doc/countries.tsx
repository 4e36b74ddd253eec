import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { DocCountriesView } from '@/features/content/components/doc-countries-view';

/** Spec §2 /doc/countries (public, doc layout). */
const Page: PageWithLayout = () => <DocCountriesView />;
Page.layout = 'doc';
export default Page;

export const getServerSideProps = withPage({ namespaces: ['content'] });
