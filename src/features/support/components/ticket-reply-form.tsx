import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { checkReply, type FieldProblems } from '@/features/support/utils/ticket-form-rules';
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
  const { t } = useTranslation('support');
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

  return (
    <Stack ref={form} component="form" noValidate spacing={1} onSubmit={submit} aria-label={t('thread.replyTitle')}>
      <OutlinedTextField
        label={t('thread.replyLabel')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void send();
          }
        }}
        error={Boolean(problems.message)}
        helperText={
          problems.message
            ? t(`form.message.${problems.message}`)
            : closed
              ? t('thread.reopenHint')
              : t('thread.sendHint')
        }
        required
        multilineRows={3}
        maxLength={5000}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={busy}>
          {t('thread.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
