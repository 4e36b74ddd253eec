import { useTranslation } from 'next-i18next/pages';
import { ReloadPageAlert } from '@/components/common/reload-page-alert';

/** The server could not load the page's data (status 503): try the whole page again. */
export function UnavailableNotice() {
  const { t } = useTranslation('catalog-pages');
  return <ReloadPageAlert message={t('unavailable')} retryLabel={t('retry')} />;
}
