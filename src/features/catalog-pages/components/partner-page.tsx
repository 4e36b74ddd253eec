import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import type { StaticPageData } from '@/lib/content-pages';
import { StaticPageView } from '@/components/common/static-page-view';
import { CatalogBreadcrumbs } from './catalog-breadcrumbs';

/**
 * /collaborations/gtalk2voip: the upstream's static page of that slug (rendered on the server),
 * with a translated text of ours when the upstream has none.
 */
export function PartnerPage(props: Partial<StaticPageData>) {
  const { t } = useTranslation('catalog-pages');
  return (
    <>
      <Head>
        <meta key="description" name="description" content={t('gtalk2voip.description')} />
      </Head>
      <CatalogBreadcrumbs
        trail={[{ href: '/partners', label: t('sitemap.pages.partners') }]}
        current={t('gtalk2voip.title')}
      />
      <StaticPageView {...props} titleKey="catalog-pages:gtalk2voip.title" />
    </>
  );
}
