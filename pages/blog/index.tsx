import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { BlogIndexView } from '@/features/content/components/blog-index-view';

/** Spec §2 /blog (page-restriction guard in withPage). */
const BlogPage: PageWithLayout = () => <BlogIndexView />;
BlogPage.layout = 'blog';
export default BlogPage;

export const getServerSideProps = withPage({ namespaces: ['content'] });
