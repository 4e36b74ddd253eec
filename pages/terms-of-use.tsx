import { CONTENT_PAGE, loadStaticPage } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { StaticPageData } from '@/lib/content-pages';
import { StaticPageView } from '@/components/common/static-page-view';

/** Spec §2 /terms-of-use (public). */
const Page: PageWithLayout<Partial<StaticPageData>> = (props) => <StaticPageView {...props} titleKey="static.terms" />;
Page.layout = 'seo';
export default Page;

export const getServerSideProps = withPageData(CONTENT_PAGE, loadStaticPage('terms'));
