import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { emptyRecovery, useModals } from '@/state/modals';
import { useAlerts } from '@/state/alerts';
import { setAuthFlow } from '@/state/auth-flow';
import { useResetPassword, validateReset, type ResetPasswordFields } from '@/features/auth/hooks/use-reset-password';
import { AuthDialogFrame } from './auth-dialog-frame';
import { NewPasswordFields } from './new-password-fields';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthT } from '../hooks/use-auth-t';
import { EmailField } from './email-field';
import { OutlinedTextField } from '@/components/common/outlined-text-field';
import { codeFieldProps } from '@/features/auth/utils/code-digits';

const FIELDS: readonly ResetPasswordFields[] = ['email', 'token', 'password', 'password_confirmation'];
/** Settings → API with the regeneration confirm open (the reset email links here too). */
const REPLACE_KEY_PATH = '/settings/api?regenerate=1';

/**
 * Email, the emailed code and the new password twice. The modal state's recovery form
 * (spec §3) seeds it, so a reset link or the forgot dialog can prefill email and code.
 */
export default function RecoveryDialog({ open }: { open: boolean }) {
  const { t } = useAuthT();
  const modals = useModals();
  const alerts = useAlerts();
  const form = useAuthForm<ResetPasswordFields>({ ...modals.recovery });
  const { busy, run } = useResetPassword();
  const { setValue } = form;
  const { email, token } = modals.recovery;
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!open) return;
    if (email) setValue('email', email);
    if (token) setValue('token', token);
  }, [open, email, token, setValue]);

  const submit = async () => {
    const { values } = form;
    if (!form.check(validateReset(values), FIELDS)) return;
    const result = await run({ ...values, email: values.email.trim(), token: values.token.trim() });
    if (!result) return;
    if (!result.ok) {
      form.showServerError(result.error, FIELDS);
      return;
    }
    setAuthFlow({ email: values.email.trim() });
    modals.setRecovery(emptyRecovery());
    // A reset signs every session out but leaves the API key working: say so, and offer to
    // replace it right after logging in.
    if (result.data.api_key_active) {
      setDone(true);
      return;
    }
    alerts.show({ variant: 'success', message: t('recovery.done') });
    toLogin(null);
  };

  const toLogin = (redirect: string | null) => {
    if (redirect) setAuthFlow({ redirect });
    setDone(false);
    modals.close('recovery');
    modals.open('login');
  };

  if (done) {
    return (
      <AuthDialogFrame
        open={open}
        title={t('recovery.doneTitle')}
        onClose={() => toLogin(null)}
        onSubmit={() => toLogin(null)}
        submitLabel={t('recovery.login')}
        busy={false}
      >
        <Typography>{t('recovery.done')}</Typography>
        <Alert severity="info" role="status">
          {t('recovery.apiKey')}
        </Alert>
        <Button variant="outlined" onClick={() => toLogin(REPLACE_KEY_PATH)}>
          {t('recovery.replaceKey')}
        </Button>
      </AuthDialogFrame>
    );
  }

  return (
    <AuthDialogFrame
      open={open}
      title={t('recovery.title')}
      onClose={() => modals.close('recovery')}
      onSubmit={() => void submit()}
      submitLabel={t('recovery.submit')}
      busy={busy}
      formError={form.formError}
    >
      <Typography variant="body2">{t('recovery.text')}</Typography>
      <EmailField {...form.field('email')} />
      <OutlinedTextField {...codeFieldProps(form, 'token')} label={t('fields.code')} autoFocus required />
      <NewPasswordFields form={form} label={t('fields.newPassword')} />
    </AuthDialogFrame>
  );
}
