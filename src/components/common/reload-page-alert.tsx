import { useState } from 'react';
import { useRouter } from 'next/router';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { AlertBox } from '@/components/common/alert-box';
import { busyButton } from '@/hooks/use-focus-rescue';

/**
 * A server-rendered page whose data the upstream could not give (status 503): retrying
 * replaces the route with itself, so getServerSideProps reads the upstream again.
 *
 * A status, not an alert: it is the page as it came, and a screen reader should not break in
 * with it on load. A retry that finds the upstream still away says so in the same region
 * (politely, with how many tries, so each one is news); one that works replaces the page.
 */
export function ReloadPageAlert({ message, retryLabel }: { message: string; retryLabel: string }) {
  const router = useRouter();
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [tries, setTries] = useState(0);
  const retry = async () => {
    setBusy(true);
    try {
      await router.replace(router.asPath, undefined, { scroll: false });
    } finally {
      setBusy(false);
      setTries((n) => n + 1);
    }
  };
  return (
    <AlertBox
      severity="error"
      role="status"
      action={
        <ButtonBase className="button button--inherit" focusRipple {...busyButton(busy, () => void retry())}>
          {retryLabel}
        </ButtonBase>
      }
    >
      {message}
      {tries > 0 && ` ${t('unavailable.stillDown', { count: tries })}`}
    </AlertBox>
  );
}
