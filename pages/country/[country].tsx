import { CATALOG_PAGE, loadCountryPage } from '@/bff/ssr/catalog-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { CountryPageData } from '@/lib/catalog-pages';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { CountryView } from '@/features/catalog-pages/components/country-view';

/** Spec §2 /country/{country} (route name country-country): 404 for an unknown ISO code. */
const Page: PageWithLayout<CountryPageData> = ({ fallback, country, unavailable }) => (
  <ServerData fallback={fallback} fresh>
    <CountryView key={country?.id} country={country} unavailable={unavailable} />
  </ServerData>
);
Page.layout = 'seo';
export default Page;

export const getServerSideProps = withPageData(CATALOG_PAGE, loadCountryPage);
