import Typography from '@mui/material/Typography';
import { useModals } from '@/state/modals';
import { useAlerts } from '@/state/alerts';
import { getAuthFlow, setAuthFlow } from '@/state/auth-flow';
import { useForgotPassword, validateForgot } from '@/features/auth/hooks/use-forgot-password';
import { AuthDialogFrame } from './auth-dialog-frame';
import { DialogLink } from './dialog-link';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthT } from '../hooks/use-auth-t';
import { EmailField } from './email-field';

const FIELDS = ['email'] as const;

/** Asks for a reset code by email, then hands over to the recovery dialog. */
export default function ForgotDialog({ open }: { open: boolean }) {
  const { t } = useAuthT();
  const modals = useModals();
  const alerts = useAlerts();
  const form = useAuthForm<'email'>({ email: getAuthFlow().email });
  const { busy, run } = useForgotPassword();

  const submit = async () => {
    if (!form.check(validateForgot(form.values), FIELDS)) return;
    const email = form.values.email.trim();
    const result = await run({ email });
    if (!result) return;
    if (!result.ok) {
      form.showServerError(result.error, FIELDS);
      return;
    }
    setAuthFlow({ email });
    modals.setRecovery({ email, token: '', password: '', password_confirmation: '' });
    alerts.show({ variant: 'success', message: t('forgot.sent') });
    modals.close('forgot');
    modals.open('recovery');
  };

  return (
    <AuthDialogFrame
      open={open}
      title={t('forgot.title')}
      onClose={() => modals.close('forgot')}
      onSubmit={() => void submit()}
      submitLabel={t('forgot.submit')}
      busy={busy}
      formError={form.formError}
      footer={
        <DialogLink from="forgot" to="login">
          {t('forgot.toLogin')}
        </DialogLink>
      }
    >
      <Typography variant="body2">{t('forgot.text')}</Typography>
      <EmailField {...form.field('email')} autoFocus />
    </AuthDialogFrame>
  );
}
