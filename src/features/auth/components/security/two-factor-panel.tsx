import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAlerts } from '@/state/alerts';
import { USER_KEY } from '@/state/ssr-user';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { isApiError } from '@/lib/http';
import { codeRule, secondFactorRule } from '@/features/auth/utils/form-rules';
import { useTwoFactorEnable, type TwoFactorSetup } from '@/features/auth/hooks/use-two-factor-enable';
import { qrDataUrl } from '@/lib/qr-code';
import {
  useNewRecoveryCodes,
  useTwoFactorConfirm,
  useTwoFactorDisable,
} from '@/features/auth/hooks/use-two-factor-code';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import { useAuthT } from '@/features/auth/hooks/use-auth-t';
import { OutlinedTextField } from '@/components/common/outlined-text-field';
import { codeFieldProps } from '@/features/auth/utils/code-digits';
import { AlertBox } from '@/components/common/alert-box';
import { CopyButton } from '@/components/common/copy-button';
import { SecondFactorField } from '../second-factor-field';
import { RecoveryCodes } from './recovery-codes';

const FIELDS = ['code', 'email_code'] as const;

/** Shown where the primary pointer is a finger (a phone, a tablet), hidden at a desk. */
const onTouchOnly = { display: 'none', '@media (pointer: coarse)': { display: 'inline-flex' } };

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP". */
export const groupsOfFour = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Off → "Turn on" fetches a secret, shows it as a QR code (and as text) and has a code mailed to
 * the account → a code from the app and the emailed one confirm (a session alone must not turn
 * it on: whoever stole one would lock the owner out), and the recovery codes it answers are
 * shown once. On → a current code (or a recovery code) turns it off or gets new recovery codes.
 * The user is reloaded after each change.
 */
export function TwoFactorPanel({ enabled }: { enabled: boolean }) {
  const { t } = useAuthT();
  const alerts = useAlerts();
  const { mutate } = useSWRConfig();
  const handleApiError = useApiErrorHandler();
  const form = useAuthForm<(typeof FIELDS)[number]>({ code: '', email_code: '' });
  const enable = useTwoFactorEnable();
  const confirm = useTwoFactorConfirm();
  const disable = useTwoFactorDisable();
  const renew = useNewRecoveryCodes();
  const [setup, setSetup] = useState<(TwoFactorSetup & { qr: string | null }) | null>(null);
  // Shown once, right after they are made: the server keeps only their hashes.
  const [codes, setCodes] = useState<string[] | null>(null);
  // "I have saved them" puts the codes away: focus goes to the panel's heading, not to the page's start.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    if (codes) shown.current = true;
    else if (shown.current) heading.current?.focus();
  }, [codes]);

  const clearCodes = () => {
    for (const field of FIELDS) form.setValue(field, '');
  };

  /** Changed elsewhere since this page read it: show it as it is now (the refusal says so). */
  const changedElsewhere = (error: unknown) => {
    if (!isApiError(error) || error.code !== 'TWO_FACTOR_CHANGED') return;
    setSetup(null);
    clearCodes();
    void mutate(USER_KEY);
  };

  const start = async () => {
    const result = await enable.run(undefined);
    if (!result) return;
    if (!result.ok) {
      changedElsewhere(result.error);
      handleApiError(result.error);
      return;
    }
    const qr = await qrDataUrl(result.data.otpauth_url).catch(() => null);
    setSetup({ ...result.data, qr });
  };

  const sendCode = async () => {
    const code = form.values.code.trim();
    const emailCode = form.values.email_code.trim();
    // Setting up takes the app's code (it proves the app has the key) and the emailed one (the
    // mailbox's owner asks); turning off takes a recovery code too, for a phone that is lost.
    const rules = enabled
      ? { code: secondFactorRule(code) }
      : { code: codeRule(code), email_code: codeRule(emailCode) };
    if (!form.check(rules, FIELDS)) return;
    const result = enabled ? await disable.run(code) : await confirm.run({ code, emailCode });
    if (!result) return;
    if (!result.ok) {
      // The contract names the fields as the form does; each message lands under its own.
      form.showServerError(result.error, FIELDS);
      changedElsewhere(result.error);
      return;
    }
    alerts.show({
      variant: 'success',
      message: t(enabled ? 'security.twoFactor.disabled' : 'security.twoFactor.enabled'),
    });
    clearCodes();
    setSetup(null);
    setCodes(result.data.recovery_codes);
    await mutate(USER_KEY);
  };

  /** New recovery codes, with the same code the form would turn two-factor off with. */
  const sendRenew = async () => {
    const code = form.values.code.trim();
    if (!form.check({ code: secondFactorRule(code) }, FIELDS)) return;
    const result = await renew.run(code);
    if (!result) return;
    if (!result.ok) {
      form.showServerError(result.error, FIELDS);
      changedElsewhere(result.error);
      return;
    }
    form.setValue('code', '');
    setCodes(result.data.recovery_codes);
  };

  const submitting = (send: () => Promise<void>) => (e: { preventDefault(): void }) => {
    e.preventDefault();
    void send();
  };

  const submit = (label: string, busy: boolean) => (
    <Button type="submit" variant="contained" loading={busy} disabled={busy} aria-busy={busy}>
      {label}
    </Button>
  );

  const title = (
    <Typography ref={heading} tabIndex={-1} id="two-factor-title" variant="h6" component="h2" sx={{ outline: 'none' }}>
      {t('security.twoFactor.title')}
    </Typography>
  );

  if (codes) {
    return (
      <Stack spacing={2} component="section" aria-labelledby="two-factor-title">
        {title}
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      </Stack>
    );
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="two-factor-title">
      {title}
      <Typography>{t(enabled ? 'security.twoFactor.on' : 'security.twoFactor.off')}</Typography>
      {form.formError && (
        <AlertBox severity="error" role="alert">
          {form.formError}
        </AlertBox>
      )}
      {enabled && (
        <>
          <Typography variant="body2">{t('security.twoFactor.recovery.text')}</Typography>
          <Typography variant="body2">{t('security.twoFactor.manageHint')}</Typography>
          <Stack component="form" noValidate spacing={1} sx={{ maxWidth: 400 }} onSubmit={submitting(sendCode)}>
            <SecondFactorField form={form} name="code" size="small" />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {submit(t('security.twoFactor.disable'), disable.busy)}
              <Button
                variant="outlined"
                onClick={() => void sendRenew()}
                loading={renew.busy}
                disabled={renew.busy}
                aria-busy={renew.busy}
              >
                {t('security.twoFactor.recovery.new')}
              </Button>
            </Stack>
          </Stack>
        </>
      )}
      {!enabled && !setup && (
        <Button
          variant="outlined"
          onClick={() => void start()}
          loading={enable.busy}
          disabled={enable.busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('security.twoFactor.enable')}
        </Button>
      )}
      {!enabled && setup && (
        <>
          <Typography variant="body2">{t('security.twoFactor.scan')}</Typography>
          {/* A data URL made in the browser: next/image has nothing to optimise here. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          {setup.qr && <img src={setup.qr} alt={t('security.twoFactor.qrAlt')} width={200} height={200} />}
          {/* On a phone the QR code is on the screen the app would have to scan: a tap opens the
              app that handles otpauth: links (Google Authenticator and most others) instead. */}
          <Button variant="outlined" href={setup.otpauth_url} sx={{ alignSelf: 'flex-start', ...onTouchOnly }}>
            {t('security.twoFactor.openApp')}
          </Button>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {/* In fours, as authenticator apps show and accept it; the copy is the key alone. */}
            <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {t('security.twoFactor.secret', { secret: groupsOfFour(setup.secret) })}
            </Typography>
            <CopyButton
              text={setup.secret}
              label={t('security.twoFactor.copySecret')}
              copiedLabel={t('security.twoFactor.secretCopied')}
            />
          </Stack>
          <Stack component="form" noValidate spacing={1} sx={{ maxWidth: 400 }} onSubmit={submitting(sendCode)}>
            <OutlinedTextField {...codeFieldProps(form, 'code')} label={t('fields.oneTimePassword')} size="small" />
            <Typography variant="body2">{t('security.twoFactor.emailed')}</Typography>
            <OutlinedTextField
              {...codeFieldProps(form, 'email_code')}
              label={t('security.twoFactor.emailCode')}
              size="small"
            />
            <Stack direction="row">{submit(t('security.twoFactor.confirm'), confirm.busy)}</Stack>
          </Stack>
        </>
      )}
    </Stack>
  );
}
