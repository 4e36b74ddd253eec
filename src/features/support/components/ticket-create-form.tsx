import { useState, type FormEvent } from 'react';
import { textLength } from '@/lib/text-length';
import { Link } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useCreateTicket } from '@/features/support/hooks/use-create-ticket';
import { checkNewTicket, type FieldProblems } from '@/features/support/utils/ticket-form-rules';
import { TICKET_MESSAGE, TICKET_SUBJECT } from '@contracts/support-limits';
import { numberFormat } from '@/lib/intl-formats';
import { OutlinedTextField } from '@/components/common/outlined-text-field';
import { useDraft } from '@/hooks/use-draft';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';

type Field = 'subject' | 'message';

const EMPTY = { subject: '', message: '' };
const LIMITS = { subject: TICKET_SUBJECT.max, message: TICKET_MESSAGE.max };

/** /support/create: subject and first message, checked against the contract's rules first. */
export function TicketCreateForm() {
  const { t, i18n } = useTranslation('support');
  const router = useRouter();
  const { create, sending } = useCreateTicket();
  // Kept as it is typed: a reload or a session that ends before sending loses nothing.
  const { value: values, setValue: setValues, clear: clearDraft } = useDraft('support:new', EMPTY);
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const [tried, setTried] = useState(false);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a submit has failed, problems update as the user types.
    if (tried) setProblems(checkNewTicket(next));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setTried(true);
    const found = checkNewTicket(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    const ticket = await create(values);
    if (!ticket) return;
    clearDraft();
    await router.push(`/support/${ticket.id}`);
  };

  const help = (field: Field) => {
    const problem = problems[field];
    if (!problem) return undefined;
    const text = t(`form.${field}.${problem}`);
    if (problem !== 'tooLong') return text;
    // How far over ("5,012 / 5,000"), as the rule counts (trimmed): the user sees how much to cut.
    const count = numberFormat(i18n.language);
    return `${text} ${count.format(textLength(values[field].trim()))} / ${count.format(LIMITS[field])}`;
  };

  // No maxLength on the fields: the browser would cut a long paste without a word and the cut
  // text would be sent. checkNewTicket says it is too long instead, and the whole text stays.
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 720 }}>
      <OutlinedTextField
        label={t('form.subjectLabel')}
        value={values.subject}
        onChange={(e) => change('subject', e.target.value)}
        error={Boolean(problems.subject)}
        helperText={help('subject')}
        required
      />
      <OutlinedTextField
        label={t('form.messageLabel')}
        value={values.message}
        onChange={(e) => change('message', e.target.value)}
        error={Boolean(problems.message)}
        helperText={help('message')}
        required
        multilineRows={5}
      />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={sending}>
          {sending ? t('form.sending') : t('form.submit')}
        </Button>
        <Button component={Link} href="/support">
          {t('form.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
