import { useRouter } from 'next/router';
import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/components/layout/layouts';
import { BlogIndexView } from '@/components/content/blog-index-view';
import { queryParam } from '@/components/content/query-param';

/** Spec §2 /blog/{category}. */
const BlogCategoryPage: PageWithLayout = () => {
  const category = queryParam(useRouter().query.category);
  // A new category starts again at page 1.
  return <BlogIndexView key={category} category={category} />;
};
BlogCategoryPage.layout = 'blog';
export default BlogCategoryPage;

export const getServerSideProps = withPage({ namespaces: ['content'] });
