import type { ReactNode } from 'react';
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
  children: ReactNode;
}

/** What a page whose document the server rendered shows instead of it: its not-found text, or a retry. */
export function DocumentState({ unavailable, missing, missingText, errorText, children }: Props) {
  const { t } = useTranslation('content');
  if (unavailable) return <ReloadPageAlert message={errorText} retryLabel={t('state.retry')} />;
  if (missing) return <AlertBox severity="info">{missingText}</AlertBox>;
  return <>{children}</>;
}
