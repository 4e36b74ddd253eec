import { HOME_NAMESPACES, loadHome, type HomePageData } from '@/bff/ssr/home-page';
import { withPageData } from '@/bff/ssr/page-data';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { HomeView } from '@/features/numbers/components/home-view';

/** Home: the catalogue, its first screen in the HTML (`fallback`, issue 17). */
export default function Home({ choice, fallback, phoneFirst }: Partial<HomePageData>) {
  return (
    <ServerData fallback={fallback} fresh>
      <HomeView choice={choice} phoneFirst={phoneFirst} />
    </ServerData>
  );
}

export const getServerSideProps = withPageData({ namespaces: HOME_NAMESPACES }, loadHome);
