import { useRouter } from 'next/router';
import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/components/layout/layouts';
import { BlogSearchView } from '@/components/content/blog-search-view';
import { queryParam } from '@/components/content/query-param';

/** Spec §2 /blog/search/{search}. */
const BlogSearchPage: PageWithLayout = () => {
  const search = queryParam(useRouter().query.search);
  return <BlogSearchView key={search} search={search} />;
};
BlogSearchPage.layout = 'blog';
export default BlogSearchPage;

export const getServerSideProps = withPage({ namespaces: ['content'] });
