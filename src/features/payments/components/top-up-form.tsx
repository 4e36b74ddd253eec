import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { TopUpCode } from '@contracts/payments';
import { isApiError } from '@/lib/http';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { useMoney } from '@/hooks/use-money';
import { checkAmount } from '@/lib/amount-rules';
import { decimalMark } from '@/lib/number-formats';
import { useCreateTopUp } from '@/features/payments/hooks/use-create-top-up';
import { PAYMENTS_KEY } from '@/features/payments/hooks/use-payments';
import type { PaymentSystemView } from '@/features/payments/hooks/use-payments';
import { AmountField } from '@/components/common/amount-field';
import { buttonStyles } from '@/styles/button-styles';
import { chipStyles } from '@/styles/chip-styles';
import { SystemChoice } from './system-choice';
import { AlertBox } from '@/components/common/alert-box';

/** What the form starts with instead of the default system and an empty amount. */
export interface TopUpPrefill {
  /** A system key; without one (or an unknown one), the default if it takes the amount. */
  system?: string;
  /** Minor units. */
  amount: number;
}

interface Props {
  systems: PaymentSystemView[];
  defaultSystem: string;
  onCreated(code: TopUpCode): void;
  /** Start from these values (read on mount: the view remounts the form for a retry). */
  prefill?: TopUpPrefill | null;
  /** Put the focus on the amount when mounted. */
  autoFocus?: boolean;
}

/**
 * The form's title, layout, preset amounts and submit button as Material's Typography, Stack,
 * Chips and Button drew them, by one styled element (issue 17): about twenty styled components
 * hydrating on the top-up page.
 */
const Form = styled('form')(({ theme }) => ({
  ...buttonStyles(theme),
  ...chipStyles(theme),
  '& .top-up-form__title': { ...theme.typography.h6, margin: '0 0 0.35em' },
  '& .top-up-form__parts': { display: 'flex', flexDirection: 'column', gap: theme.spacing(2.5) },
  '& .top-up-form__presets': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
}));

/** Minor units as the amount field takes them, with the language's mark: "5", "2.50", "2,50". */
const amountText = (minor: number, locale: string) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2).replace('.', decimalMark(locale));

/**
 * Choose a payment system (the default preselected), enter an amount within its limits or tap
 * one of the system's preset amounts, create the top-up.
 */
export function TopUpForm({ systems, defaultSystem, onCreated, prefill = null, autoFocus = false }: Props) {
  const { t, i18n } = useTranslation('payments');
  const money = useMoney();
  const handleApiError = useApiErrorHandler();
  const { mutate } = useSWRConfig();
  const { busy, create } = useCreateTopUp();
  const amountId = useId();
  const known = (key: string | undefined) => systems.some((s) => s.key === key);
  const takes = (s: PaymentSystemView, minor: number) => minor >= s.min_amount && minor <= s.max_amount;
  const fallback = known(defaultSystem) ? defaultSystem : (systems[0]?.key ?? '');
  const initial = !prefill
    ? fallback
    : prefill.system && known(prefill.system)
      ? prefill.system
      : // A bare amount (a shortfall to cover): the default method unless it refuses the amount.
        ([fallback, ...systems.map((s) => s.key)].find((key) =>
          systems.some((s) => s.key === key && takes(s, prefill.amount)),
        ) ?? fallback);
  const [systemKey, setSystemKey] = useState(initial);
  const [amount, setAmount] = useState(prefill ? amountText(prefill.amount, i18n.language) : '');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const system = systems.find((s) => s.key === systemKey);
  const limits = system ? { min: money(system.min_amount), max: money(system.max_amount) } : null;
  const checkedAmount = system ? checkAmount(amount, system) : null;
  const chosenMinor = checkedAmount?.ok ? checkedAmount.minor : null;

  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (focusOnMount.current) document.getElementById(amountId)?.focus();
  }, [amountId]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!system) return;
    const checked = checkAmount(amount, system);
    if (!checked.ok) {
      setError(t(`errors.${checked.error}`, limits ?? {}));
      document.getElementById(amountId)?.focus();
      return;
    }
    setError(null);
    const result = await create({ system: system.key, amount: checked.minor });
    if (!result) return;
    if (result.ok) {
      setAmount('');
      onCreated(result.data.data);
      return;
    }
    // A refusal about this form stays on it, in the user's language: the method's limits or the
    // method itself changed since the page loaded, so the methods are read again and shown as
    // they are now. Anything else (401, 5xx, network) is the app's.
    const fail = result.error;
    if (isApiError(fail) && fail.status === 422) {
      void mutate(PAYMENTS_KEY);
      if (fail.errors?.amount) setError(t('errors.limitsChanged'));
      else setFormError(t('errors.systemUnavailable'));
      return;
    }
    handleApiError(fail);
    // Too many top-ups started: the alert says how long to wait, so "try again" would mislead.
    if (!(isApiError(fail) && fail.status === 429)) setFormError(t('errors.createFailed'));
  };

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="top-up-form-title">
      <h2 id="top-up-form-title" className="top-up-form__title">
        {t('form.title')}
      </h2>
      <div className="top-up-form__parts">
        <SystemChoice
          systems={systems}
          value={systemKey}
          onChange={(key) => {
            setSystemKey(key);
            setError(null);
          }}
        />
        <AmountField
          id={amountId}
          name="amount"
          label={t('form.amount')}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? (limits ? t('form.limits', limits) : undefined)}
        />
        {system && system.presets.length > 0 && (
          <div role="group" aria-label={t('form.presets')} className="top-up-form__presets">
            {system.presets.map((preset) => {
              const chosen = chosenMinor === preset;
              return (
                // Material's clickable chip: a button base drawn as a div (its ripple kept).
                <ButtonBase
                  key={preset}
                  component="div"
                  className={chosen ? 'chip chip--primary' : 'chip chip--outlined'}
                  aria-pressed={chosen}
                  onClick={() => {
                    setAmount(amountText(preset, i18n.language));
                    setError(null);
                  }}
                >
                  <span className="chip__label">{money(preset)}</span>
                </ButtonBase>
              );
            })}
          </div>
        )}
        {formError && <AlertBox severity="error">{formError}</AlertBox>}
        <div>
          <ButtonBase
            type="submit"
            focusRipple
            className="button button--contained button--large"
            disabled={busy || !system}
          >
            {busy ? t('form.creating') : t('form.submit')}
          </ButtonBase>
        </div>
      </div>
    </Form>
  );
}
