import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useModals } from '@/state/modals';
import { useAlerts } from '@/state/alerts';
import { getAuthFlow, setAuthFlow } from '@/state/auth-flow';
import { useVerifyEmail, validateVerifyEmail, type VerifyEmailFields } from '@/features/auth/hooks/use-verify-email';
import { useResendVerification } from '@/features/auth/hooks/use-resend-verification';
import { emailRule } from '@/features/auth/utils/form-rules';
import { isSignInAborted, useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { AuthDialogFrame } from './auth-dialog-frame';
import { useAuthForm } from '../hooks/use-auth-form';
import { usePrefillEmail } from '../hooks/use-prefill-email';
import { useAuthT } from '../hooks/use-auth-t';
import { EmailField } from './email-field';
import { OutlinedTextField } from '@/components/common/outlined-text-field';
import { codeFieldProps } from '@/features/auth/utils/code-digits';

const FIELDS: readonly VerifyEmailFields[] = ['email', 'code'];

/** The 6-digit code from the email confirms the address and signs the user in. */
export default function VerifyEmailDialog({ open }: { open: boolean }) {
  const { t } = useAuthT();
  const modals = useModals();
  const alerts = useAlerts();
  const form = useAuthForm<VerifyEmailFields>({ email: getAuthFlow().email, code: '' });
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const complete = useCompleteSignIn();
  const { setValue } = form;

  usePrefillEmail(open, setValue);

  const submit = async () => {
    const { values } = form;
    if (!form.check(validateVerifyEmail(values), FIELDS)) return;
    const result = await verify.run({ email: values.email.trim(), code: values.code.trim() });
    if (!result) return;
    if (result.ok) await complete(result.data);
    else if (!isSignInAborted(result.error)) form.showServerError(result.error, FIELDS);
  };

  const sendAgain = async () => {
    const email = form.values.email.trim();
    if (!form.check({ email: emailRule(email) }, FIELDS)) return;
    setAuthFlow({ email });
    const result = await resend.run({ email });
    if (!result) return;
    if (result.ok) alerts.show({ variant: 'success', message: t('verify.resent') });
    else form.showServerError(result.error, FIELDS);
  };

  return (
    <AuthDialogFrame
      open={open}
      title={t('verify.title')}
      onClose={() => modals.close('verifyEmail')}
      onSubmit={() => void submit()}
      submitLabel={t('verify.submit')}
      busy={verify.busy}
      formError={form.formError}
      footer={
        <Button size="small" onClick={() => void sendAgain()} loading={resend.busy} disabled={resend.busy}>
          {t('verify.resend')}
        </Button>
      }
    >
      <Typography variant="body2">{t('verify.text')}</Typography>
      <EmailField {...form.field('email')} />
      <OutlinedTextField {...codeFieldProps(form, 'code')} label={t('fields.code')} autoFocus required />
    </AuthDialogFrame>
  );
}
