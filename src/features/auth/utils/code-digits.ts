import type { AuthFieldProps } from '@/features/auth/hooks/use-auth-form';

/** A one-time code's length: the emailed codes and the authenticator app's (codeRule checks it). */
export const CODE_LENGTH = 6;

/**
 * The code as the field keeps it: its digits only, at most six. Codes arrive pasted from an
 * email or an authenticator app as "521 185", "521-185" or " 521185\n"; a maxLength of 6 cut
 * those to "521 18" before anything could clean them, and the code was refused.
 */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

interface CodeForm<F extends string> {
  field(name: F): AuthFieldProps;
  setValue(name: F, value: string): void;
}

/**
 * What every one-time code field spreads onto its OutlinedTextField: the form's props, kept to
 * digits as typed or pasted, a numeric keyboard on phones, and the browser's one-time-code
 * autofill (an SMS or the keychain offering it). No maxLength: codeDigits caps the length.
 */
export function codeFieldProps<F extends string>(form: CodeForm<F>, name: F) {
  return {
    ...form.field(name),
    onChange: (e: { target: { value: string } }) => form.setValue(name, codeDigits(e.target.value)),
    inputMode: 'numeric' as const,
    autoComplete: 'one-time-code',
  };
}
