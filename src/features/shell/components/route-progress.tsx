import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useRouteProgress } from '@/hooks/use-route-progress';

// Only a slow navigation shows the bar, so it is fetched the first time one happens.
const LinearProgress = dynamic(() => import('@mui/material/LinearProgress'), { ssr: false });

/** A thin bar on top of the page while a client-side navigation is loading. */
export function RouteProgress() {
  const { t } = useTranslation('common');
  const visible = useRouteProgress();
  if (!visible) return null;
  return (
    <LinearProgress
      aria-label={t('progress.label')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1, height: 3 }}
    />
  );
}
