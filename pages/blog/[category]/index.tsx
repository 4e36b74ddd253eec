import { useRouter } from 'next/router';
import { BLOG_LIST_PAGE, loadBlogList } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { BlogListData } from '@/lib/content-pages';
import type { BasePageProps } from '@/lib/page-props';
import { registerDateMarks } from '@/lib/date-marks';
import { BlogIndexView } from '@/features/content/components/blog-index-view';
import { queryParam } from '@/features/content/components/query-param';
import { ServerData } from '@/features/catalog-pages/components/server-data';

/** Spec §2 /blog/{category}; the first page of cards comes with the HTML. */
const BlogCategoryPage: PageWithLayout<Partial<BlogListData> & Pick<BasePageProps, 'dateMarks'>> = ({
  fallback,
  dateMarks,
}) => {
  const category = queryParam(useRouter().query.category);
  // Before the cards render: their dates are written from the server's marks (date-marks.ts).
  registerDateMarks(dateMarks);
  // A new category starts again at page 1.
  return (
    <ServerData fallback={fallback} fresh>
      <BlogIndexView key={category} category={category} />
    </ServerData>
  );
};
BlogCategoryPage.layout = 'blog';
export default BlogCategoryPage;

export const getServerSideProps = withPageData(BLOG_LIST_PAGE, loadBlogList);
