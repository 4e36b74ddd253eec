import { CATALOG_PAGE } from '@/bff/ssr/catalog-pages';
import { loadStaticPage } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { GTALK2VOIP_SLUG } from '@/lib/catalog-pages';
import type { StaticPageData } from '@/lib/content-pages';
import { PartnerPage } from '@/features/catalog-pages/components/partner-page';

/** Spec §2 /collaborations/gtalk2voip (public, route name collaborations-gtalk2voip; main layout). */
const Page: PageWithLayout<Partial<StaticPageData>> = (props) => <PartnerPage {...props} />;
export default Page;

export const getServerSideProps = withPageData(
  CATALOG_PAGE,
  loadStaticPage(GTALK2VOIP_SLUG, 'catalog-pages:gtalk2voip.fallback'),
);
