import type { GetServerSideProps } from 'next';
import { withPage } from '@/bff/ssr/page-props';
import type { BasePageProps } from '@/lib/page-props';
import { ServiceUnavailable } from '@/components/errors/service-unavailable';
import type { PageWithLayout } from '@/features/shell/components/layouts';

/**
 * Spec §5/§8: technical works. The secret-key gate sends visitors here; the page answers
 * 503 so crawlers and monitors see the outage rather than a page.
 */
const TechWorksPage: PageWithLayout = () => <ServiceUnavailable />;
TechWorksPage.layout = 'error';
export default TechWorksPage;

const base = withPage();
export const getServerSideProps: GetServerSideProps<BasePageProps> = async (ctx) => {
  ctx.res.statusCode = 503;
  ctx.res.setHeader('Retry-After', '300');
  return base(ctx);
};
