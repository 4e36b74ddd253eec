import { BLOG_LIST_PAGE, loadBlogList } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import type { BlogListData } from '@/lib/content-pages';
import type { BasePageProps } from '@/lib/page-props';
import { registerDateMarks } from '@/lib/date-marks';
import { BlogIndexView } from '@/features/content/components/blog-index-view';
import { ServerData } from '@/features/catalog-pages/components/server-data';

/** Spec §2 /blog (page-restriction guard in withPage); the first page of cards comes with the HTML. */
const BlogPage: PageWithLayout<Partial<BlogListData> & Pick<BasePageProps, 'dateMarks'>> = ({
  fallback,
  dateMarks,
}) => {
  // Before the cards render: their dates are written from the server's marks (date-marks.ts).
  registerDateMarks(dateMarks);
  return (
    <ServerData fallback={fallback} fresh>
      <BlogIndexView />
    </ServerData>
  );
};
BlogPage.layout = 'blog';
export default BlogPage;

export const getServerSideProps = withPageData(BLOG_LIST_PAGE, loadBlogList);
