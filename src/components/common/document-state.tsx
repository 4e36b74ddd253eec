import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ReloadPageAlert } from '@/components/common/reload-page-alert';
import { AlertBox } from '@/components/common/alert-box';

interface Props {
  /** The upstream failed while the server rendered the page (status 503). */
  unavailable?: boolean;
  /** The upstream has no such document (status 404). */
  missing: boolean;
  missingText: string;
  errorText: string;
  /**
   * The page's h1 while the document is not shown, for a page whose h1 is the document's own (a
   * question, an article): without it a missing question had no h1 at all. Leave it out where
   * the page draws its h1 outside.
   */
  title?: string;
  children: ReactNode;
}

/** What a page whose document the server rendered shows instead of it: its not-found text, or a retry. */
export function DocumentState({ unavailable, missing, missingText, errorText, title, children }: Props) {
  const { t } = useTranslation('content');
  if (!unavailable && !missing) return <>{children}</>;
  return (
    <>
      {title && (
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
      )}
      {unavailable ? (
        <ReloadPageAlert message={errorText} retryLabel={t('state.retry')} />
      ) : (
        // A status, not an alert: it is the page's content, there from the start, and no
        // screen reader should break in with it; a search that empties the list says it politely.
        <AlertBox severity="info" role="status">
          {missingText}
        </AlertBox>
      )}
    </>
  );
}
