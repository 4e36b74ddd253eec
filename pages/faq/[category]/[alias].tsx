import { useRouter } from 'next/router';
import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/components/layout/layouts';
import { FaqItemView } from '@/components/content/faq-item-view';
import { queryParam } from '@/components/content/query-param';

/** Spec §2 /faq/{category}/{alias}. */
const FaqItemPage: PageWithLayout = () => {
  const { query } = useRouter();
  return <FaqItemView category={queryParam(query.category)} alias={queryParam(query.alias)} />;
};
FaqItemPage.layout = 'seo';
export default FaqItemPage;

export const getServerSideProps = withPage({ namespaces: ['content'] });
