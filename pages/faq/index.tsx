import { CONTENT_PAGE, loadFaqList } from '@/bff/ssr/content-pages';
import { withPageData } from '@/bff/ssr/page-data';
import type { PageWithLayout } from '@/components/layout/layouts';
import type { FaqListData } from '@/lib/content-pages';
import { FaqView } from '@/components/content/faq-view';

/** Spec §2 /faq (public). */
const FaqPage: PageWithLayout<Partial<FaqListData>> = (props) => <FaqView {...props} />;
FaqPage.layout = 'seo';
export default FaqPage;

export const getServerSideProps = withPageData(CONTENT_PAGE, loadFaqList);
