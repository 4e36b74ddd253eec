import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/components/layout/layouts';
import { StaticPageView } from '@/components/content/static-page-view';

/** Spec §2 /privacy-policy (public). */
const Page: PageWithLayout = () => <StaticPageView slug="privacy" titleKey="static.privacy" />;
Page.layout = 'seo';
export default Page;

export const getServerSideProps = withPage({ namespaces: ['content'] });
