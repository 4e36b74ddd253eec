import { useRouter } from 'next/router';
import { CONTENT_PAGE, loadBlogArticle } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/components/layout/layouts';
import type { BlogArticleData } from '@/lib/content-pages';
import { BlogArticleView } from '@/components/content/blog-article-view';
import { queryParam } from '@/components/content/query-param';

/** Spec §2 /blog/{category}/{article}. */
const BlogArticlePage: PageWithLayout<Partial<BlogArticleData>> = (props) => {
  const { query } = useRouter();
  return <BlogArticleView {...props} category={queryParam(query.category)} />;
};
BlogArticlePage.layout = 'blog';
export default BlogArticlePage;

export const getServerSideProps = withPageData(CONTENT_PAGE, loadBlogArticle);
