import { CONTENT_PAGE, loadFaqList } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { FaqListData } from '@/lib/content-pages';
import { FaqView } from '@/features/content/components/faq-view';
import { ServerData } from '@/features/catalog-pages/components/server-data';

/** Spec §2 /faq (public). */
const FaqPage: PageWithLayout<Partial<FaqListData>> = (props) => (
  <ServerData fallback={props.fallback} fresh>
    <FaqView {...props} />
  </ServerData>
);
FaqPage.layout = 'seo';
export default FaqPage;

export const getServerSideProps = withPageData(CONTENT_PAGE, loadFaqList);
