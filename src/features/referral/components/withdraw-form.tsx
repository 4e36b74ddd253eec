import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formRefusal } from '@/lib/form-refusal';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { useMoney } from '@/hooks/use-money';
import { REFERRAL_PATH, type ReferralSummary } from '@/features/referral/hooks/use-referral';
import { useWithdraw } from '@/features/referral/hooks/use-withdraw';
import {
  checkWithdrawal,
  needsWallet,
  type WithdrawalMethod,
  type WithdrawField,
  type WithdrawValues,
} from '@/features/referral/utils/withdraw-rules';
import { useAlerts } from '@/state/alerts';
import { AmountField } from '@/components/common/amount-field';
import { OutlinedTextField } from '@/components/common/outlined-text-field';
import { AlertBox } from '@/components/common/alert-box';

const FIELDS: readonly WithdrawField[] = ['amount', 'wallet'];
const METHODS: readonly WithdrawalMethod[] = ['balance', 'card', 'crypto'];
const EMPTY: WithdrawValues = { amount: '', method: 'balance', wallet: '' };

/** Disabled method labels in secondary text, not MUI's disabled grey (2.67:1 on white). */
const readableWhenDisabled = {
  label: { '&.Mui-disabled': { color: 'text.secondary' } },
  option: { '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.secondary' } },
} as const;

/**
 * Withdraws available earnings to the balance at once, or as a card or crypto payout staff
 * pay later. Client rules first; the server's 422 lands on the field it names, other
 * failures go through the app's error handler. Disabled while less than the minimum is available.
 */
export function WithdrawForm({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation('referral');
  const { t: tCommon } = useTranslation('common');
  const money = useMoney();
  const alerts = useAlerts();
  const handleApiError = useApiErrorHandler();
  const { mutate } = useSWRConfig();
  const { busy, withdraw } = useWithdraw();
  const formId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<WithdrawField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const limits = { min: money(summary.min_withdrawal), max: money(summary.available) };
  const blocked = summary.available < summary.min_withdrawal;
  const fieldId = (name: WithdrawField) => `${formId}-${name}`;
  // After the message renders, so a screen reader announces the field with it.
  const focus = (name: WithdrawField | undefined) =>
    name && setTimeout(() => document.getElementById(fieldId(name))?.focus(), 0);

  const change = (patch: Partial<WithdrawValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A new method relabels the wallet field: its old message no longer applies.
    const touched: WithdrawField = 'amount' in patch ? 'amount' : 'wallet';
    setErrors((e) => ({ ...e, [touched]: undefined }));
    setFormError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const checked = checkWithdrawal(values, summary);
    if (!checked.ok) {
      const found = FIELDS.filter((name) => checked.problems[name]);
      setErrors(
        Object.fromEntries(found.map((name) => [name, t(`withdraw.errors.${name}.${checked.problems[name]}`, limits)])),
      );
      focus(found[0]);
      return;
    }
    setErrors({});
    const result = await withdraw(checked.body);
    if (!result) return;
    if (result.ok) {
      // Our words, not the upstream's English: the method says which outcome it was.
      const done = result.data.withdrawal.method === 'balance' ? 'withdraw.doneBalance' : 'withdraw.done';
      alerts.show({ variant: 'success', message: t(done) });
      setValues((v) => ({ ...v, amount: '', wallet: '' }));
      return;
    }
    const refusal = formRefusal(result.error, FIELDS, tCommon);
    if (!refusal) {
      handleApiError(result.error);
      return;
    }
    // The amount checked out here, so what the server refused is earnings that changed since the
    // page read them (another tab, a payout): read them again and say so in the user's words.
    void mutate(REFERRAL_PATH);
    setErrors(
      refusal.fields.amount ? { ...refusal.fields, amount: t('withdraw.errors.amount.changed') } : refusal.fields,
    );
    if (refusal.first) focus(refusal.first);
    else setFormError(refusal.message);
  };

  const walletField = needsWallet(values.method);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${formId}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${formId}-title`} variant="h6" component="h2" gutterBottom>
        {t('withdraw.title')}
      </Typography>
      {blocked && (
        <AlertBox severity="info" sx={{ mb: 2 }}>
          {t('withdraw.unavailable', { min: limits.min, available: money(summary.available) })}
        </AlertBox>
      )}
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(e) => void submit(e)}
        aria-label={t('withdraw.title')}
      >
        <FormControl component="fieldset" disabled={blocked}>
          {/* The options stay readable while blocked (the alert above says why): MUI's disabled
              grey is 2.67:1 on white, below WCAG's 4.5:1 for text (issue 16). */}
          <FormLabel component="legend" id={`${formId}-method`} sx={readableWhenDisabled.label}>
            {t('withdraw.method')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${formId}-method`}
            name="method"
            value={values.method}
            onChange={(e) => change({ method: e.target.value as WithdrawalMethod })}
          >
            {METHODS.map((m) => (
              <FormControlLabel
                key={m}
                value={m}
                control={<Radio />}
                label={t(`withdraw.methods.${m}`)}
                sx={readableWhenDisabled.option}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <AmountField
          id={fieldId('amount')}
          name="amount"
          label={t('withdraw.amount')}
          value={values.amount}
          onChange={(e) => change({ amount: e.target.value })}
          error={Boolean(errors.amount)}
          helperText={errors.amount ?? (blocked ? undefined : t('withdraw.limits', limits))}
          disabled={blocked}
          required
        />
        {walletField && (
          <OutlinedTextField
            id={fieldId('wallet')}
            name="wallet"
            label={t(`withdraw.wallet.${values.method}`)}
            value={values.wallet}
            onChange={(e) => change({ wallet: e.target.value })}
            error={Boolean(errors.wallet)}
            helperText={errors.wallet ?? t('withdraw.walletHint')}
            disabled={blocked}
            required
            // No maxLength: a long paste would be cut without a word and the cut address sent;
            // checkWithdrawal says it is too long instead.
            spellCheck={false}
            autoComplete="off"
            sx={{ maxWidth: { sm: 480 } }}
          />
        )}
        {formError && (
          <AlertBox severity="error" role="alert">
            {formError}
          </AlertBox>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={blocked || busy}
          loading={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('withdraw.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
