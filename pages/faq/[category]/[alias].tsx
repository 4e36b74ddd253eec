import { useRouter } from 'next/router';
import { CONTENT_PAGE, loadFaqItem } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/components/layout/layouts';
import type { FaqItemData } from '@/lib/content-pages';
import { FaqItemView } from '@/components/content/faq-item-view';
import { queryParam } from '@/components/content/query-param';
import { ServerData } from '@/components/catalog/server-data';

/** Spec §2 /faq/{category}/{alias}. */
const FaqItemPage: PageWithLayout<Partial<FaqItemData>> = (props) => {
  const { query } = useRouter();
  return (
    <ServerData fallback={props.fallback}>
      <FaqItemView {...props} category={queryParam(query.category)} />
    </ServerData>
  );
};
FaqItemPage.layout = 'seo';
export default FaqItemPage;

export const getServerSideProps = withPageData(CONTENT_PAGE, loadFaqItem);
