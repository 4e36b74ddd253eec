import { useRouter } from 'next/router';
import { CONTENT_PAGE, loadFaqItem } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { FaqItemData } from '@/lib/content-pages';
import { FaqItemView } from '@/features/content/components/faq-item-view';
import { queryParam } from '@/features/content/components/query-param';
import { ServerData } from '@/features/catalog-pages/components/server-data';

/** Spec §2 /faq/{category}/{alias}. */
const FaqItemPage: PageWithLayout<Partial<FaqItemData>> = (props) => {
  const { query } = useRouter();
  return (
    <ServerData fallback={props.fallback} fresh>
      <FaqItemView {...props} category={queryParam(query.category)} />
    </ServerData>
  );
};
FaqItemPage.layout = 'seo';
export default FaqItemPage;

export const getServerSideProps = withPageData(CONTENT_PAGE, loadFaqItem);
