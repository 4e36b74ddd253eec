import { withPage } from '@/bff/ssr/page-props';
import type { PageWithLayout } from '@/features/shell/components/layouts';
import { ContactsView } from '@/features/content/components/contacts-view';

/** Spec §2 /contacts (public). */
const Page: PageWithLayout = () => <ContactsView />;
Page.layout = 'seo';
export default Page;

export const getServerSideProps = withPage({ namespaces: ['content'] });
