import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/components/layout/layouts';
import { StaticPageView } from '@/components/content/static-page-view';

/** Spec §2 /refund-policy (public). */
const Page: PageWithLayout = () => (
  <StaticPageView slug="refund-policy" titleKey="static.refund" fallbackKey="static.refundBody" />
);
Page.layout = 'seo';
export default Page;

export const getServerSideProps = withPage({ namespaces: ['content'] });
