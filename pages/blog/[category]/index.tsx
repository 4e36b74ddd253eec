import { useRouter } from 'next/router';
import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { BlogIndexView } from '@/features/content/components/blog-index-view';
import { queryParam } from '@/features/content/components/query-param';

/** Spec §2 /blog/{category}. */
const BlogCategoryPage: PageWithLayout = () => {
  const category = queryParam(useRouter().query.category);
  // A new category starts again at page 1.
  return <BlogIndexView key={category} category={category} />;
};
BlogCategoryPage.layout = 'blog';
export default BlogCategoryPage;

export const getServerSideProps = withPage({ namespaces: ['content'] });
