import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { webhookEvents, webhookPayloadStyles, type WebhookEvent } from '@contracts/webhook-options';
import { urlProblem } from '../utils/webhook-form-rules';
import { OutlinedTextField } from '@/components/common/outlined-text-field';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';

export interface NewWebhook {
  url: string;
  events: WebhookEvent[];
  payload_style: (typeof webhookPayloadStyles)[number];
}

interface Props {
  busy: boolean;
  onSubmit(values: NewWebhook): Promise<boolean>;
  onCancel(): void;
}

/** URL, events and payload style of a new endpoint; checked here first, then by the upstream. */
export function WebhookAddForm({ busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('webhooks');
  const urlId = useId();
  const eventsId = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['activation.code_received']);
  const [style, setStyle] = useState<NewWebhook['payload_style']>('codeport');
  const [tried, setTried] = useState(false);
  const urlError = tried ? urlProblem(url) : null;
  const eventsError = tried && events.length === 0;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setTried(true);
    if (urlProblem(url) || events.length === 0) {
      // The URL, else the first event.
      focusFirstInvalid(form);
      return;
    }
    await onSubmit({ url: url.trim(), events, payload_style: style });
  };
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((list) =>
      on ? webhookEvents.filter((x) => x === event || list.includes(x)) : list.filter((x) => x !== event),
    );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label={t('form.title')}>
      <OutlinedTextField
        id={urlId}
        label={t('form.url.label')}
        placeholder="https://example.com/codeport-webhook"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={!!urlError}
        helperText={urlError ? t(urlError) : t('form.url.help')}
        fullWidth
        size="small"
        autoComplete="url"
        inputMode="url"
        spellCheck={false}
        // No maxLength: a long paste would be cut without a word and the cut address sent;
        // urlProblem says it is too long instead.
        required
      />
      <FormControl
        component="fieldset"
        required
        error={eventsError}
        aria-describedby={eventsError ? `${eventsId}-error` : undefined}
      >
        <FormLabel component="legend" id={eventsId}>
          {t('form.events')}
        </FormLabel>
        <FormGroup aria-labelledby={eventsId}>
          {webhookEvents.map((event) => (
            <FormControlLabel
              key={event}
              control={
                <Checkbox
                  checked={events.includes(event)}
                  onChange={(e) => toggle(event, e.target.checked)}
                  slotProps={{ input: { 'aria-invalid': eventsError } }}
                />
              }
              label={t(`events.${event}`)}
            />
          ))}
        </FormGroup>
        {eventsError && <FormHelperText id={`${eventsId}-error`}>{t('form.eventsRequired')}</FormHelperText>}
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('form.style')}</FormLabel>
        <RadioGroup value={style} onChange={(e) => setStyle(e.target.value as NewWebhook['payload_style'])}>
          {webhookPayloadStyles.map((s) => (
            <FormControlLabel key={s} value={s} control={<Radio />} label={t(`styles.${s}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disableElevation loading={busy} disabled={busy}>
          {t('form.submit')}
        </Button>
        <Button onClick={onCancel} color="inherit" disabled={busy}>
          {t('form.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
