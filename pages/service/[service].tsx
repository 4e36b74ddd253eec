import { CATALOG_PAGE, loadServicePage } from '@/bff/ssr/catalog-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { ServicePageData } from '@/lib/catalog-pages';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { ServiceView } from '@/features/catalog-pages/components/service-view';

/** Spec §2 /service/{service} (route name service-service): 404 for an unknown slug. */
const Page: PageWithLayout<ServicePageData> = ({ fallback, service, unavailable }) => (
  <ServerData fallback={fallback} fresh>
    <ServiceView key={service?.id} service={service} unavailable={unavailable} />
  </ServerData>
);
Page.layout = 'seo';
export default Page;

export const getServerSideProps = withPageData(CATALOG_PAGE, loadServicePage);
