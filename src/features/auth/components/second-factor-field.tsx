import { useState } from 'react';
import Button from '@mui/material/Button';
import { OutlinedTextField } from '@/components/common/outlined-text-field';
import { codeFieldProps } from '@/features/auth/utils/code-digits';
import type { AuthFieldProps } from '@/features/auth/hooks/use-auth-form';
import { useAuthT } from '../hooks/use-auth-t';

interface SecondFactorForm<F extends string> {
  field(name: F): AuthFieldProps;
  setValue(name: F, value: string): void;
  fieldId(name: F): string;
}

/** What a recovery code field keeps: its letters, digits and dash, in lower case ("K7M2P X9QRA" pasted works). */
const recoveryChars = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 11);

/**
 * Where the second factor is asked (sign-in, turning two-factor off, new recovery codes): the
 * authenticator's code, or, one tap away, one of the recovery codes shown when two-factor was
 * turned on, for an account whose phone is lost. The field keeps what the mode takes (digits,
 * or a recovery code's characters); the server tells the two apart.
 */
export function SecondFactorField<F extends string>({
  form,
  name,
  helperText,
  autoFocus,
  size,
  required = false,
}: {
  form: SecondFactorForm<F>;
  name: F;
  /** Shown under the authenticator code while the field has no error. */
  helperText?: string;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  required?: boolean;
}) {
  const { t } = useAuthT();
  const [recovery, setRecovery] = useState(false);
  const own = form.field(name);
  const switchMode = () => {
    setRecovery(!recovery);
    form.setValue(name, '');
    document.getElementById(form.fieldId(name))?.focus();
  };
  const input = recovery
    ? {
        ...own,
        onChange: (e: { target: { value: string } }) => form.setValue(name, recoveryChars(e.target.value)),
        autoComplete: 'off',
        spellCheck: false,
        monospace: true,
        helperText: own.helperText ?? t('secondFactor.recoveryHint'),
      }
    : { ...codeFieldProps(form, name), helperText: own.helperText ?? helperText };
  return (
    <>
      <OutlinedTextField
        {...input}
        label={t(recovery ? 'fields.recoveryCode' : 'fields.oneTimePassword')}
        autoFocus={autoFocus}
        size={size}
        required={required}
      />
      <Button size="small" onClick={switchMode} sx={{ alignSelf: 'flex-start' }}>
        {t(recovery ? 'secondFactor.useApp' : 'secondFactor.useRecovery')}
      </Button>
    </>
  );
}
