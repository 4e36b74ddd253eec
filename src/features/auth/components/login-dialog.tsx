import { useState } from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { isApiError } from '@/lib/http';
import { useModals } from '@/state/modals';
import { clearAuthSecrets, getAuthFlow, setAuthFlow } from '@/state/auth-flow';
import { useLogin, validateLogin, type LoginFields } from '@/features/auth/hooks/use-login';
import { isSignInAborted, useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { AuthDialogFrame } from './auth-dialog-frame';
import { DialogLink } from './dialog-link';
import { SocialButtons } from './social-buttons';
import { useAuthForm } from '../hooks/use-auth-form';
import { usePrefillEmail } from '../hooks/use-prefill-email';
import { useAuthT } from '../hooks/use-auth-t';
import { EmailField } from './email-field';
import { OutlinedTextField } from '@/components/common/outlined-text-field';
import { SecondFactorField } from './second-factor-field';
import { PASSWORD_MAX } from '@/features/auth/utils/form-rules';
import { codeFieldProps } from '@/features/auth/utils/code-digits';

const FIELDS: readonly LoginFields[] = ['email', 'password', 'email_code', 'one_time_password'];

/**
 * Email and password; when the server answers need-2fa-code the one-time password field
 * appears (flag is2fa) and the next submit sends it, and need-email-code (many wrong passwords
 * were typed for the account) does the same with a field for the code mailed to the account.
 * verify-email moves on to the code dialog.
 */
export default function LoginDialog({ open }: { open: boolean }) {
  const { t } = useAuthT();
  const modals = useModals();
  const withCode = modals.flags.is2fa;
  const [withEmailCode, setWithEmailCode] = useState(false);
  const form = useAuthForm<LoginFields>({
    email: getAuthFlow().email,
    password: '',
    email_code: '',
    one_time_password: '',
  });
  const { busy, run } = useLogin();
  const complete = useCompleteSignIn();
  const { setValue } = form;

  usePrefillEmail(open, setValue);

  const close = () => {
    modals.close('login');
    modals.close('is2fa');
    setWithEmailCode(false);
    setValue('email_code', '');
    clearAuthSecrets();
    // Dismissed: a later sign-in (from the header) stays where it is, not where a guard or an
    // ended session meant to send this one.
    setAuthFlow({ redirect: null });
  };

  const submit = async () => {
    const { values } = form;
    if (!form.check(validateLogin(values, { withCode, withEmailCode }), FIELDS)) return;
    const email = values.email.trim();
    const result = await run({
      email,
      password: values.password,
      one_time_password: withCode ? values.one_time_password.trim() : undefined,
      email_code: withEmailCode ? values.email_code : undefined,
    });
    if (!result) return;
    if (result.ok) {
      modals.close('is2fa');
      await complete(result.data);
      return;
    }
    const { error } = result;
    if (isSignInAborted(error)) return;
    setAuthFlow({ email });
    if (isApiError(error) && error.action === 'verify-email') {
      modals.close('login');
      modals.open('verifyEmail');
      return;
    }
    const ask = (field: 'email_code' | 'one_time_password') => {
      form.check({}, FIELDS);
      setTimeout(() => document.getElementById(form.fieldId(field))?.focus(), 0);
    };
    if (isApiError(error) && error.action === 'need-email-code' && !withEmailCode) {
      setWithEmailCode(true);
      ask('email_code');
      return;
    }
    if (isApiError(error) && error.action === 'need-2fa-code' && !withCode) {
      modals.open('is2fa');
      ask('one_time_password');
      return;
    }
    // Spec §8: a failed login shows the server's message and the login dialog stays open.
    form.showServerError(error, FIELDS);
  };

  return (
    <AuthDialogFrame
      open={open}
      title={t('login.title')}
      onClose={close}
      onSubmit={() => void submit()}
      submitLabel={t('login.submit')}
      busy={busy}
      formError={form.formError}
      footer={
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <DialogLink from="login" to="forgot">
              {t('login.forgot')}
            </DialogLink>
            <DialogLink from="login" to="registration">
              {t('login.toRegister')}
            </DialogLink>
          </Stack>
          <Divider>{t('social.or')}</Divider>
          <SocialButtons mode="login" />
        </Stack>
      }
    >
      <EmailField {...form.field('email')} autoFocus />
      <OutlinedTextField
        {...form.field('password')}
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        // The longest password the server takes: a longer paste would be refused in its English.
        maxLength={PASSWORD_MAX}
      />
      {withEmailCode && (
        <OutlinedTextField
          {...codeFieldProps(form, 'email_code')}
          label={t('login.emailCode')}
          required
          helperText={form.field('email_code').helperText ?? t('login.emailCodeHint')}
        />
      )}
      {withCode && <SecondFactorField form={form} name="one_time_password" required helperText={t('login.codeHint')} />}
    </AuthDialogFrame>
  );
}
