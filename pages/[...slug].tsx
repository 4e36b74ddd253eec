import type { GetServerSideProps } from 'next';
import { setDocumentStatus } from '@/bff/ssr/document-status';
import { withPage } from '@/bff/ssr/page-props';
import type { BasePageProps } from '@/lib/page-props';
import { NotFound } from '@/components/errors/not-found';
import type { PageWithLayout } from '@/features/shell/components/layouts';

/**
 * Spec §2: any path without a page shows the not-found page. Rendered here rather than
 * via the static 404 so the header knows the user and the colour mode from the first paint.
 */
const CatchAll: PageWithLayout = () => <NotFound />;
CatchAll.layout = 'error';
export default CatchAll;

const base = withPage();
export const getServerSideProps: GetServerSideProps<BasePageProps> = async (ctx) => {
  setDocumentStatus(ctx, 404);
  return base(ctx);
};
