import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAlerts } from '@/state/alerts';
import {
  useChangePassword,
  validateChangePassword,
  type ChangePasswordFields,
} from '@/features/auth/hooks/use-change-password';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import { useAuthT } from '@/features/auth/hooks/use-auth-t';
import { OutlinedTextField } from '@/components/common/outlined-text-field';
import { AlertBox } from '@/components/common/alert-box';
import { PASSWORD_MAX } from '@/features/auth/utils/form-rules';

const FIELDS: readonly ChangePasswordFields[] = ['current_password', 'password', 'password_confirmation'];
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Changes the password; the server signs every other device out. */
export function ChangePasswordForm() {
  const { t } = useAuthT();
  const alerts = useAlerts();
  const form = useAuthForm<ChangePasswordFields>(EMPTY);
  const { busy, run } = useChangePassword();

  const submit = async () => {
    if (!form.check(validateChangePassword(form.values), FIELDS)) return;
    const result = await run(form.values);
    if (!result) return;
    if (!result.ok) {
      form.showServerError(result.error, FIELDS);
      return;
    }
    alerts.show({ variant: 'success', message: t('security.password.done') });
    for (const name of FIELDS) form.setValue(name, '');
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-labelledby="change-password-title"
    >
      <Typography id="change-password-title" variant="h6" component="h2">
        {t('security.password.title')}
      </Typography>
      {form.formError && (
        <AlertBox severity="error" role="alert">
          {form.formError}
        </AlertBox>
      )}
      <OutlinedTextField
        {...form.field('current_password')}
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        // The longest password the server takes: a longer paste would be refused in its English.
        maxLength={PASSWORD_MAX}
      />
      <NewPasswordFields form={form} label={t('fields.newPassword')} />
      <Button
        type="submit"
        variant="contained"
        loading={busy}
        disabled={busy}
        aria-busy={busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('security.password.submit')}
      </Button>
    </Stack>
  );
}
