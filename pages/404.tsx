import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { NotFound } from '@/components/errors/not-found';
import type { PageWithLayout } from '@/features/shell/components/layouts';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../next-i18next.config.js');

/** The static 404 (a page's own notFound); the header then reads the session in the browser. */
const NotFoundPage: PageWithLayout = () => <NotFound />;
NotFoundPage.layout = 'error';
export default NotFoundPage;

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? 'en', ['common'], i18nConfig),
});
