import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'next-i18next/pages';
import { useRouteProgress } from '@/hooks/use-route-progress';

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
