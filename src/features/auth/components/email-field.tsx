import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useAuthT } from '../hooks/use-auth-t';

/**
 * The e-mail field of every auth dialog: one label, type and autocomplete hint, so password
 * managers fill it the same way in sign-in, sign-up, recovery and verification.
 */
export function EmailField(props: TextFieldProps) {
  const { t } = useAuthT();
  return <TextField label={t('fields.email')} type="email" autoComplete="email" required {...props} />;
}
