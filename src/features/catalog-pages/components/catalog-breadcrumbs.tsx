import { useTranslation } from 'next-i18next/pages';
import { BreadcrumbTrail, type Crumb } from '@/components/common/breadcrumb-trail';

/** Home › the index page › this page; the last crumb is the current page, not a link. */
export function CatalogBreadcrumbs({ trail, current }: { trail: Crumb[]; current?: string }) {
  const { t } = useTranslation('catalog-pages');
  return (
    <BreadcrumbTrail label={t('breadcrumbs')} trail={[{ href: '/', label: t('home') }, ...trail]} current={current} />
  );
}
