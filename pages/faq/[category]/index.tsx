import { useRouter } from 'next/router';
import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/components/layout/layouts';
import { FaqView } from '@/components/content/faq-view';
import { queryParam } from '@/components/content/query-param';

/** Spec §2 /faq/{category}. */
const FaqCategoryPage: PageWithLayout = () => {
  const category = queryParam(useRouter().query.category);
  return <FaqView key={category} category={category} />;
};
FaqCategoryPage.layout = 'seo';
export default FaqCategoryPage;

export const getServerSideProps = withPage({ namespaces: ['content'] });
