import { useRouter } from 'next/router';
import { CONTENT_PAGE, loadFaqList } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { FaqListData } from '@/lib/content-pages';
import { FaqView } from '@/features/content/components/faq-view';
import { queryParam } from '@/features/content/components/query-param';
import { ServerData } from '@/features/catalog-pages/components/server-data';

/** Spec §2 /faq/{category}. */
const FaqCategoryPage: PageWithLayout<Partial<FaqListData>> = (props) => {
  const category = queryParam(useRouter().query.category);
  return (
    <ServerData fallback={props.fallback} fresh>
      <FaqView key={category} category={category} {...props} />
    </ServerData>
  );
};
FaqCategoryPage.layout = 'seo';
export default FaqCategoryPage;

export const getServerSideProps = withPageData(CONTENT_PAGE, loadFaqList);
