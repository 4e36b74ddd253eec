import { useRouter } from 'next/router';
import { CONTENT_PAGE, loadBlogArticle } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { BlogArticleData } from '@/lib/content-pages';
import { BlogArticleView } from '@/features/content/components/blog-article-view';
import { queryParam } from '@/features/content/components/query-param';
import { ServerData } from '@/features/catalog-pages/components/server-data';

/** Spec §2 /blog/{category}/{article}. */
const BlogArticlePage: PageWithLayout<Partial<BlogArticleData>> = (props) => {
  const { query } = useRouter();
  return (
    <ServerData fallback={props.fallback} fresh>
      <BlogArticleView {...props} category={queryParam(query.category)} />
    </ServerData>
  );
};
BlogArticlePage.layout = 'blog';
export default BlogArticlePage;

export const getServerSideProps = withPageData(CONTENT_PAGE, loadBlogArticle);
