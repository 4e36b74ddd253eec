import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { ServiceUnavailable } from '@/components/errors/service-unavailable';
import type { PageWithLayout } from '@/features/shell/components/layouts';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../next-i18next.config.js');

/** A page that failed on the server: spec §8 'Server error, try again later'. */
const ServerErrorPage: PageWithLayout = () => {
  const { t } = useTranslation('common');
  return <ServiceUnavailable message={t('errors.server')} />;
};
ServerErrorPage.layout = 'error';
export default ServerErrorPage;

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? 'en', ['common'], i18nConfig),
});
