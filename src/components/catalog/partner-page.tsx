import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { GTALK2VOIP_SLUG } from '@/lib/catalog-pages';
import { StaticPageView } from '@/components/content/static-page-view';
import { CatalogBreadcrumbs } from './catalog-breadcrumbs';

/**
 * /collaborations/gtalk2voip: the upstream's static page of that slug (Markdown), with a
 * translated text of ours when the upstream has none.
 */
export function PartnerPage() {
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
      <StaticPageView
        slug={GTALK2VOIP_SLUG}
        titleKey="catalog-pages:gtalk2voip.title"
        fallbackKey="catalog-pages:gtalk2voip.fallback"
      />
    </>
  );
}
