import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useAuth } from '@/hooks/use-auth';
import { useAlerts } from '@/state/alerts';
import { useModals, type ModalFlag } from '@/state/modals';
import { AUTH_NS, ensureAuthNamespace } from '../hooks/use-auth-t';

// Each dialog is its own chunk, fetched the first time its flag opens: none of them (nor MUI's
// TextField) is in any page's first-load JS.
const dialogs = {
  login: dynamic(() => import('./login-dialog'), { ssr: false }),
  registration: dynamic(() => import('./registration-dialog'), { ssr: false }),
  verifyEmail: dynamic(() => import('./verify-email-dialog'), { ssr: false }),
  forgot: dynamic(() => import('./forgot-dialog'), { ssr: false }),
  recovery: dynamic(() => import('./recovery-dialog'), { ssr: false }),
  faCode: dynamic(() => import('./two-factor-dialog'), { ssr: false }),
  reward: dynamic(() => import('./reward-dialog'), { ssr: false }),
  loader: dynamic(() => import('./loader-dialog'), { ssr: false }),
} satisfies Partial<Record<ModalFlag, unknown>>;

type AuthDialogFlag = keyof typeof dialogs;
const flags = Object.keys(dialogs) as AuthDialogFlag[];

/**
 * Spec §4: opening login or registration while signed in shows 'You are already authorized'
 * and closes the dialog instead.
 */
function useAlreadyAuthorized() {
  const { flags: open, close } = useModals();
  const { signedIn } = useAuth();
  const alerts = useAlerts();
  const { i18n } = useTranslation();
  const wanted = open.login || open.registration;
  useEffect(() => {
    if (!signedIn || !wanted) return;
    close('login');
    close('registration');
    const lng = i18n?.language || 'en';
    void (i18n ? ensureAuthNamespace(i18n, lng) : Promise.resolve()).then(() =>
      alerts.show({
        variant: 'info',
        message: i18n ? i18n.t('alreadyAuthorized', { ns: AUTH_NS, lng }) : 'You are already authorized',
      }),
    );
  }, [signedIn, wanted, close, alerts, i18n]);
  return signedIn;
}

/** Every auth dialog, driven by the modal flags. Mount once, inside the modal and alert providers. */
export function AuthDialogs() {
  const { flags: open } = useModals();
  const signedIn = useAlreadyAuthorized();
  // Once opened a dialog stays mounted, so closing animates and focus returns to the opener.
  const [seen, setSeen] = useState<Partial<Record<AuthDialogFlag, true>>>({});
  const opening = flags.filter((f) => open[f] && !seen[f]);
  if (opening.length > 0) setSeen((s) => ({ ...s, ...Object.fromEntries(opening.map((f) => [f, true])) }));

  return (
    <>
      {flags.map((flag) => {
        if (!seen[flag] && !open[flag]) return null;
        const Dialog = dialogs[flag];
        const blocked = signedIn && (flag === 'login' || flag === 'registration');
        return <Dialog key={flag} open={open[flag] && !blocked} />;
      })}
    </>
  );
}
