import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';

/**
 * What a payments page shows before it has data: skeletons while loading, or the error with a
 * retry. Null once there is data (a later failure keeps what is on screen).
 */
export function LoadFallback({
  hasData,
  error,
  loading,
  errorText,
  onRetry,
}: {
  hasData: boolean;
  error: unknown;
  loading: boolean;
  errorText: string;
  onRetry(): void;
}) {
  const { t } = useTranslation('payments');
  if (hasData) return null;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {errorText}
      </Alert>
    );
  }
  if (!loading) return null;
  return (
    <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={64} />
      ))}
    </Stack>
  );
}
