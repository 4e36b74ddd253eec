import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useModals } from '@/state/modals';
import { useAlerts } from '@/state/alerts';
import { getAuthFlow, setAuthFlow } from '@/state/auth-flow';
import { useRegister, validateRegister, type RegisterFields } from '@/features/auth/hooks/use-register';
import { AuthDialogFrame } from './auth-dialog-frame';
import { DialogLink } from './dialog-link';
import { SocialButtons } from './social-buttons';
import { NewPasswordFields } from './new-password-fields';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthT } from '../hooks/use-auth-t';
import { EmailField } from './email-field';
import { OutlinedTextField } from '@/components/common/outlined-text-field';

const FIELDS: readonly RegisterFields[] = ['name', 'email', 'password', 'password_confirmation'];

/** Creates the account; the server emails a code and the email-verification dialog signs in. */
export default function RegistrationDialog({ open }: { open: boolean }) {
  const { t } = useAuthT();
  const modals = useModals();
  const alerts = useAlerts();
  const form = useAuthForm<RegisterFields>({
    name: '',
    email: getAuthFlow().email,
    password: '',
    password_confirmation: '',
  });
  const { busy, run } = useRegister();

  const submit = async () => {
    const { values } = form;
    if (!form.check(validateRegister(values), FIELDS)) return;
    const email = values.email.trim();
    const name = values.name.trim();
    const result = await run({
      ...(name ? { name } : {}),
      email,
      password: values.password,
      password_confirmation: values.password_confirmation,
    });
    if (!result) return;
    if (!result.ok) {
      form.showServerError(result.error, FIELDS);
      return;
    }
    setAuthFlow({ email });
    alerts.show({ variant: 'success', message: t('register.codeSent') });
    modals.close('registration');
    modals.open('verifyEmail');
  };

  return (
    <AuthDialogFrame
      open={open}
      title={t('register.title')}
      opener="registration"
      onClose={() => {
        modals.close('registration');
        // Dismissed: a later sign-in stays where it is (as the login dialog's close).
        setAuthFlow({ redirect: null });
      }}
      onSubmit={() => void submit()}
      submitLabel={t('register.submit')}
      busy={busy}
      formError={form.formError}
      footer={
        <Stack spacing={1}>
          <DialogLink from="registration" to="login">
            {t('register.toLogin')}
          </DialogLink>
          <Divider>{t('social.or')}</Divider>
          <SocialButtons mode="login" />
        </Stack>
      }
    >
      <OutlinedTextField {...form.field('name')} label={t('fields.name')} autoComplete="name" autoFocus />
      <EmailField {...form.field('email')} />
      <NewPasswordFields form={form} label={t('fields.password')} />
    </AuthDialogFrame>
  );
}
