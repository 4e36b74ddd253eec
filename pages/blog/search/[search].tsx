import { useRouter } from 'next/router';
import { withPage } from '@/bff/ssr/page-props';
import { BLOG_LIST_PAGE } from '@/bff/ssr/content-pages';
import type { BasePageProps } from '@/lib/page-props';
import { registerDateMarks } from '@/lib/date-marks';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { BlogSearchView } from '@/features/content/components/blog-search-view';
import { queryParam } from '@/features/content/components/query-param';

/** Spec §2 /blog/search/{search}. */
const BlogSearchPage: PageWithLayout<Pick<BasePageProps, 'dateMarks'>> = ({ dateMarks }) => {
  const search = queryParam(useRouter().query.search);
  // Before the results render: their dates are written from the server's marks (date-marks.ts).
  registerDateMarks(dateMarks);
  return <BlogSearchView key={search} search={search} />;
};
BlogSearchPage.layout = 'blog';
export default BlogSearchPage;

export const getServerSideProps = withPage(BLOG_LIST_PAGE);
