import type { ReactNode } from 'react';
import { Placeholder } from '@/components/common/placeholder';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { isApiError } from '@/lib/http';
import ButtonBase from '@mui/material/ButtonBase';
import { AlertBox } from '@/components/common/alert-box';

interface Props {
  error: unknown;
  loading: boolean;
  empty: boolean;
  /** Shown when the request succeeded with nothing in it. */
  emptyText: string;
  /** Shown when the request failed and nothing is cached. */
  errorText: string;
  /** Shown instead of errorText for a 404 (a slug that does not exist). */
  notFoundText?: string;
  onRetry?: () => void;
  rows?: number;
  /** Shown while loading instead of the rows: content-shaped, so nothing moves when the data comes. */
  skeleton?: ReactNode;
  children: ReactNode;
}

/**
 * The loading, error and empty states every list and page of this area shares. Errors keep
 * whatever data is already on screen: only a failure with nothing cached replaces it.
 */
export function LoadState({
  error,
  loading,
  empty,
  emptyText,
  errorText,
  notFoundText,
  onRetry,
  rows = 3,
  skeleton,
  children,
}: Props) {
  const { t } = useTranslation('content');
  if (loading) {
    return (
      <Stack spacing={1} role="progressbar" aria-busy="true" aria-label={t('state.loading')}>
        {skeleton ?? Array.from({ length: rows }, (_, i) => <Placeholder key={i} variant="rounded" height={56} />)}
      </Stack>
    );
  }
  if (error && empty) {
    const missing = notFoundText !== undefined && isApiError(error) && error.status === 404;
    return (
      <AlertBox
        severity={missing ? 'info' : 'error'}
        action={
          !missing && onRetry ? (
            <ButtonBase className="button button--inherit" focusRipple onClick={onRetry}>
              {t('state.retry')}
            </ButtonBase>
          ) : undefined
        }
      >
        {missing ? notFoundText : errorText}
      </AlertBox>
    );
  }
  if (empty) {
    return (
      <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children}</>;
}
