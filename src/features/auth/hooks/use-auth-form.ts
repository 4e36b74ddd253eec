import { useCallback, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { formRefusal } from '@/lib/form-refusal';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import type { FieldErrors } from '@/features/auth/utils/form-rules';
import { useAuthT } from './use-auth-t';
import { focusIsFree } from '@/lib/focus';

/** What `field(name)` spreads onto an `OutlinedTextField`. */
export interface AuthFieldProps {
  id: string;
  name: string;
  value: string;
  onChange(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * Values, translated field errors and a form-level message for one dialog. Client rules give
 * keys; the server's 422 `errors` land on the fields they name; its other refusals show in
 * the dialog; anything else (401, 5xx, no response) goes to the app's error handler.
 */
export function useAuthForm<F extends string>(initial: Record<F, string>) {
  const { t } = useAuthT();
  // The error catalogue's texts (a wrong password, a spent code) live in `common`.
  const { t: tCommon } = useTranslation('common');
  const handleApiError = useApiErrorHandler();
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const fieldId = useCallback((name: F) => `${formId}-${name}`, [formId]);

  const focusField = useCallback(
    (name: F) => {
      // After the error renders, so a screen reader announces the field with its message.
      setTimeout(() => {
        const target = document.getElementById(fieldId(name));
        // A late answer never pulls focus back from wherever the user went meanwhile (a
        // refusal arriving after Escape closed the dialog would focus a field that is leaving).
        // Still ours: focus on the form's own submit button (a page form), or on the dialog's
        // container, where Material's focus trap puts it when the clicked button turns busy.
        const scope = target?.closest('.MuiDialog-root') ?? target?.closest('form');
        if (target && focusIsFree(scope)) target.focus();
      }, 0);
    },
    [fieldId],
  );

  const setValue = useCallback((name: F, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  /** Shows the rule errors; true when there were none. */
  const check = useCallback(
    (found: FieldErrors<F>, order: readonly F[]) => {
      const translated: Partial<Record<F, string>> = {};
      for (const [name, key] of Object.entries(found) as Array<[F, string]>) translated[name] = t(key);
      setErrors(translated);
      setFormError(null);
      const first = order.find((name) => found[name]);
      if (first) focusField(first);
      return first === undefined;
    },
    [t, focusField],
  );

  /** Puts a failed request where it belongs. Returns where it went. */
  const showServerError = useCallback(
    (error: unknown, fields: readonly F[]): 'fields' | 'form' | 'app' => {
      const refusal = formRefusal(error, fields, tCommon);
      if (!refusal) {
        handleApiError(error);
        return 'app';
      }
      setErrors(refusal.fields);
      if (refusal.first) {
        setFormError(null);
        focusField(refusal.first);
        return 'fields';
      }
      setFormError(refusal.message);
      return 'form';
    },
    [focusField, handleApiError, tCommon],
  );

  const field = useCallback(
    (name: F): AuthFieldProps => ({
      id: fieldId(name),
      name,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, e.target.value),
      error: Boolean(errors[name]),
      helperText: errors[name] ?? undefined,
    }),
    [fieldId, values, errors, setValue],
  );

  return { values, setValue, errors, formError, setFormError, check, showServerError, field, fieldId };
}
