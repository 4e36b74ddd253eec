import type { AuthFieldProps } from '../hooks/use-auth-form';
import { useAuthT } from '../hooks/use-auth-t';
import { OutlinedTextField } from '@/components/common/outlined-text-field';

type PasswordField = 'password' | 'password_confirmation';
interface Form {
  field(name: PasswordField): AuthFieldProps;
  errors: Partial<Record<PasswordField, string>>;
}

/** A new password and its confirmation, with the length rule as the hint until an error replaces it. */
export function NewPasswordFields({ form, label }: { form: Form; label: string }) {
  const { t } = useAuthT();
  return (
    <>
      <OutlinedTextField
        {...form.field('password')}
        label={label}
        type="password"
        autoComplete="new-password"
        helperText={form.errors.password ?? t('register.passwordHint')}
        required
      />
      <OutlinedTextField
        {...form.field('password_confirmation')}
        label={t('fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
