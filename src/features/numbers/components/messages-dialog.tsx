import { useEffect } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { DialogCloseButton } from '@/components/common/dialog-close-button';
import { useTranslation } from 'next-i18next/pages';
import { useNumberAction } from '@/features/numbers/hooks/use-number-action';
import { useCachedNumber } from '@/features/numbers/hooks/use-cached-number';
import { latestCode } from '@/lib/number-cache';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useModals, type NumberRef } from '@/state/modals';

/**
 * The messages dialog (spec §2): titled Activations or Rent, with the phone number and the
 * message list, read from the cached lists so every update of the number (realtime, polling,
 * an action) shows here. Opening it, and any unread message arriving while it is open, marks
 * every message read (spec §4).
 */
export default function MessagesDialog({ number: { kind: type, id } }: { number: NumberRef }) {
  const { t, i18n } = useTranslation('numbers');
  const modals = useModals();
  const entry = useCachedNumber(type, id);
  const phone = entry?.phone ?? '';
  const messages = entry?.messages ?? [];
  const run = useNumberAction(type);
  const hasUnread = messages.some((m) => !m.viewed);
  const code = latestCode(messages);
  // Mounted only while shown: open for as long as it lives.
  const dialog = useFocusReturn(true);

  useEffect(() => {
    // The answer replaces the cached entry, which this dialog reads.
    if (hasUnread) void run(id, 'read-all');
  }, [id, hasUnread, run]);

  return (
    <Dialog ref={dialog} open onClose={modals.hideMessages} fullWidth maxWidth="sm" aria-labelledby="messages-title">
      <DialogTitle id="messages-title" sx={{ pr: 6 }}>
        {t(type === 'rent' ? 'messages.titleRent' : 'messages.titleActivations')}
        <Typography component="span" sx={{ display: 'block', fontFamily: 'monospace' }}>
          {phone}
        </Typography>
      </DialogTitle>
      <DialogCloseButton onClick={modals.hideMessages} />
      {/* The row's announcement of a new code sits behind this dialog, hidden from screen
          readers while it is open: the dialog says it (on a change, not on opening). */}
      <span role="status" style={visuallyHidden}>
        {code && entry ? t('row.codeArrived', { service: entry.service.name, code }) : ''}
      </span>
      <DialogContent dividers>
        {messages.length === 0 ? (
          <Typography color="textSecondary">{t('messages.empty')}</Typography>
        ) : (
          <List aria-label={t('messages.list')}>
            {messages.map((m) => {
              const at = new Date(m.received_at).toLocaleString(i18n.language);
              return (
                <ListItem key={m.id} divider alignItems="flex-start">
                  <ListItemText
                    primary={m.text}
                    secondary={[m.from, at].filter(Boolean).join(' · ')}
                    slotProps={{ primary: { sx: { fontWeight: m.viewed ? 400 : 700, overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
