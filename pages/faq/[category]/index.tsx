import { useRouter } from 'next/router';
import { CONTENT_PAGE, loadFaqList } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/components/layout/layouts';
import type { FaqListData } from '@/lib/content-pages';
import { FaqView } from '@/components/content/faq-view';
import { queryParam } from '@/components/content/query-param';
import { ServerData } from '@/components/catalog/server-data';

/** Spec §2 /faq/{category}. */
const FaqCategoryPage: PageWithLayout<Partial<FaqListData>> = (props) => {
  const category = queryParam(useRouter().query.category);
  return (
    <ServerData fallback={props.fallback}>
      <FaqView key={category} category={category} {...props} />
    </ServerData>
  );
};
FaqCategoryPage.layout = 'seo';
export default FaqCategoryPage;

export const getServerSideProps = withPageData(CONTENT_PAGE, loadFaqList);
