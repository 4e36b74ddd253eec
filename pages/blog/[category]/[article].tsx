import { useRouter } from 'next/router';
import { CONTENT_PAGE, loadBlogArticle } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/components/layout/layouts';
import type { BlogArticleData } from '@/lib/content-pages';
import { BlogArticleView } from '@/components/content/blog-article-view';
import { queryParam } from '@/components/content/query-param';
import { ServerData } from '@/components/catalog/server-data';

/** Spec §2 /blog/{category}/{article}. */
const BlogArticlePage: PageWithLayout<Partial<BlogArticleData>> = (props) => {
  const { query } = useRouter();
  return (
    <ServerData fallback={props.fallback}>
      <BlogArticleView {...props} category={queryParam(query.category)} />
    </ServerData>
  );
};
BlogArticlePage.layout = 'blog';
export default BlogArticlePage;

export const getServerSideProps = withPageData(CONTENT_PAGE, loadBlogArticle);
