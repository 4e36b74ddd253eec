import Typography from '@mui/material/Typography';
import { apiRequest } from '@/lib/api-client';
import { login } from '@/lib/api-routes/auth';
import { useModals } from '@/state/modals';
import { clearAuthSecrets, getAuthFlow } from '@/state/auth-flow';
import { secondFactorRule } from '@/features/auth/utils/form-rules';
import { useMutation } from '@/hooks/use-mutation';
import { isSocialService, sendSocialCallback } from '@/features/auth/hooks/use-social-callback';
import { isSignInAborted, useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { AuthDialogFrame } from './auth-dialog-frame';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthT } from '../hooks/use-auth-t';
import { SecondFactorField } from './second-factor-field';

const FIELDS = ['one_time_password'] as const;

class ExpiredJourney extends Error {}

/** Retries whichever sign-in asked for the code: a social callback or a password login. */
async function retryWithCode(code: string): Promise<unknown> {
  const { social, email, password } = getAuthFlow();
  if (social && isSocialService(social.service)) {
    return sendSocialCallback({ service: social.service, query: { ...social.query, one_time_password: code } });
  }
  if (email && password) {
    return apiRequest(login, { json: { email, password, one_time_password: code } });
  }
  throw new ExpiredJourney();
}

/** The authenticator code a sign-in is waiting for (flag faCode; opened by social sign-in). */
export default function TwoFactorDialog({ open }: { open: boolean }) {
  const { t } = useAuthT();
  const modals = useModals();
  const form = useAuthForm<'one_time_password'>({ one_time_password: '' });
  const { busy, run } = useMutation(retryWithCode);
  const complete = useCompleteSignIn();

  const close = () => {
    modals.close('faCode');
    clearAuthSecrets();
  };

  const submit = async () => {
    const code = form.values.one_time_password.trim();
    if (!form.check({ one_time_password: secondFactorRule(code) }, FIELDS)) return;
    const result = await run(code);
    if (!result) return;
    if (result.ok) {
      await complete(result.data);
      return;
    }
    const { error } = result;
    if (error instanceof ExpiredJourney) {
      form.setFormError(t('twoFactor.expired'));
      return;
    }
    if (isSignInAborted(error)) return;
    form.showServerError(error, FIELDS);
  };

  return (
    <AuthDialogFrame
      open={open}
      title={t('twoFactor.title')}
      onClose={close}
      onSubmit={() => void submit()}
      submitLabel={t('twoFactor.submit')}
      busy={busy}
      formError={form.formError}
    >
      <Typography variant="body2">{t('twoFactor.text')}</Typography>
      <SecondFactorField form={form} name="one_time_password" required autoFocus />
    </AuthDialogFrame>
  );
}
