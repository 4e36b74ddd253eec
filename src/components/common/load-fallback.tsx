import { Placeholder } from '@/components/common/placeholder';
import Stack from '@mui/material/Stack';
import ButtonBase from '@mui/material/ButtonBase';
import { AlertBox } from '@/components/common/alert-box';

interface Props {
  hasData: boolean;
  error: unknown;
  loading: boolean;
  onRetry(): void;
  /** Translated by the caller, in its own namespace. */
  texts: { error: string; retry: string; loading: string };
  /** Placeholder rows and their height while loading, shaped like what will come. */
  rows?: number;
  rowHeight?: number;
}

/**
 * What a panel or page shows before it has data: skeletons while loading, or the error with a
 * retry. Null once there is data (a later failure keeps what is on screen).
 */
export function LoadFallback({ hasData, error, loading, onRetry, texts, rows = 3, rowHeight = 64 }: Props) {
  if (hasData) return null;
  if (error) {
    return (
      <AlertBox
        severity="error"
        action={
          <ButtonBase className="button button--inherit" focusRipple onClick={onRetry}>
            {texts.retry}
          </ButtonBase>
        }
      >
        {texts.error}
      </AlertBox>
    );
  }
  if (!loading) return null;
  return (
    <Stack spacing={1} role="progressbar" aria-busy="true" aria-label={texts.loading}>
      {Array.from({ length: rows }, (_, i) => (
        <Placeholder key={i} variant="rounded" height={rowHeight} />
      ))}
    </Stack>
  );
}
