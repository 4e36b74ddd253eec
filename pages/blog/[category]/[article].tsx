import { useRouter } from 'next/router';
import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/components/layout/layouts';
import { BlogArticleView } from '@/components/content/blog-article-view';
import { queryParam } from '@/components/content/query-param';

/** Spec §2 /blog/{category}/{article}. */
const BlogArticlePage: PageWithLayout = () => {
  const { query } = useRouter();
  return <BlogArticleView category={queryParam(query.category)} slug={queryParam(query.article)} />;
};
BlogArticlePage.layout = 'blog';
export default BlogArticlePage;

export const getServerSideProps = withPage({ namespaces: ['content'] });
