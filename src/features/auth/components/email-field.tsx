import { useAuthT } from '../hooks/use-auth-t';
import { OutlinedTextField, type OutlinedTextFieldProps } from '@/components/common/outlined-text-field';

/**
 * The e-mail field of every auth dialog: one label, type and autocomplete hint, so password
 * managers fill it the same way in sign-in, sign-up, recovery and verification.
 */
export function EmailField(props: Omit<OutlinedTextFieldProps, 'label'>) {
  const { t } = useAuthT();
  return <OutlinedTextField label={t('fields.email')} type="email" autoComplete="email" required {...props} />;
}
