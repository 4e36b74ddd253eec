import { useRef, useState, type FormEvent } from 'react';
import { textLength } from '@/lib/text-length';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { checkReply, type FieldProblems } from '@/features/support/utils/ticket-form-rules';
import { TICKET_MESSAGE } from '@contracts/support-limits';
import { numberFormat } from '@/lib/intl-formats';
import { OutlinedTextField } from '@/components/common/outlined-text-field';
import { useDraft } from '@/hooks/use-draft';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';

interface Props {
  /** The ticket replied to: its draft is its own. */
  ticketId: number;
  busy: boolean;
  /** Resolves true when the reply was accepted (the box is then cleared). */
  onReply(message: string): Promise<boolean>;
  /** A closed ticket reopens on reply (contract); the hint says so. */
  closed: boolean;
}

/** The reply box under a thread; Ctrl/Cmd+Enter sends. */
export function TicketReplyForm({ ticketId, busy, onReply, closed }: Props) {
  const { t, i18n } = useTranslation('support');
  // Kept as it is typed: a reload or a session that ends before sending loses nothing.
  const { value: message, setValue: setMessage, clear } = useDraft(`support:reply:${ticketId}`, '');
  const [problems, setProblems] = useState<FieldProblems<'message'>>({});
  const form = useRef<HTMLFormElement>(null);

  // One reply per send: Ctrl/Cmd+Enter pressed again (or the button) while it is on its way sends nothing.
  const sending = useRef(false);
  const send = async () => {
    if (busy || sending.current) return;
    const found = checkReply({ message });
    setProblems(found);
    if (found.message) {
      // Back to the box (sent by the button).
      focusFirstInvalid(form.current);
      return;
    }
    sending.current = true;
    try {
      if (await onReply(message)) clear();
    } finally {
      sending.current = false;
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const change = (next: string) => {
    setMessage(next);
    // Once a send was refused, the message follows the text (cut down enough, it goes).
    if (problems.message) setProblems(checkReply({ message: next }));
  };
  const helper = () => {
    if (!problems.message) return closed ? t('thread.reopenHint') : t('thread.sendHint');
    const text = t(`form.message.${problems.message}`);
    if (problems.message !== 'tooLong') return text;
    // How far over ("5,012 / 5,000"), as the rule counts (trimmed): the user sees how much to cut.
    const count = numberFormat(i18n.language);
    return `${text} ${count.format(textLength(message.trim()))} / ${count.format(TICKET_MESSAGE.max)}`;
  };

  // No maxLength: the browser would cut a long paste without a word and the cut reply would be
  // sent. checkReply says it is too long instead, and the whole text stays in the box.
  return (
    <Stack ref={form} component="form" noValidate spacing={1} onSubmit={submit} aria-label={t('thread.replyTitle')}>
      <OutlinedTextField
        label={t('thread.replyLabel')}
        value={message}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void send();
          }
        }}
        error={Boolean(problems.message)}
        helperText={helper()}
        required
        multilineRows={3}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={busy}>
          {t('thread.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
