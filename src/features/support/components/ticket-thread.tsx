import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useTicket, type TicketMessage } from '@/features/support/hooks/use-ticket';
import { useTicketAction } from '@/features/support/hooks/use-ticket-action';
import { TICKET_POLL_MS, useTicketRealtime } from '@/features/support/hooks/use-ticket-realtime';
import { PageTitle } from '@/components/common/page-title';
import { BreadcrumbTrail } from '@/components/common/breadcrumb-trail';
import { LoadState } from '@/components/common/load-state';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStatusChip } from './ticket-status-chip';
import { dateTimeFormat } from '@/lib/intl-formats';

function Message({ message }: { message: TicketMessage }) {
  const { t } = useTranslation('support');
  const { locale } = useRouter();
  const mine = message.author === 'user';
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={t(mine ? 'thread.fromYou' : 'thread.fromSupport')}
      sx={{
        p: 1.5,
        listStyle: 'none',
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '100%', sm: '80%' },
        bgcolor: mine ? 'action.hover' : 'background.paper',
      }}
    >
      <Typography variant="caption" color="textSecondary" component="p">
        {t(mine ? 'thread.fromYou' : 'thread.fromSupport')} ·{' '}
        {dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(message.created_at))}
      </Typography>
      {/* Plain text: pre-wrap keeps the user's line breaks without interpreting anything. */}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
    </Paper>
  );
}

/** /support/{ticket}: the thread, live on NewMessage (polling while realtime is down), reply and close. */
export function TicketThread({ id }: { id: number | null }) {
  const { t } = useTranslation('support');
  const live = useTicketRealtime();
  const { data, error, isLoading, mutate } = useTicket(id, live ? 0 : TICKET_POLL_MS);
  const { reply, close, busy } = useTicketAction(id ?? 0);
  const ticket = data?.ticket;

  return (
    <>
      <PageTitle title={ticket?.subject ?? t('thread.title')} />
      <BreadcrumbTrail label={t('breadcrumbs')} trail={[{ href: '/support', label: t('list.title') }]} />
      {/* Loading, missing or failed, the page still has its heading (a landmark, and where focus goes). */}
      {!ticket && (
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('thread.title')}
        </Typography>
      )}
      <LoadState
        loading={isLoading && !data}
        error={error}
        empty={!ticket}
        emptyText={t('thread.notFound')}
        notFoundText={t('thread.notFound')}
        errorText={t('thread.loadFailed')}
        onRetry={() => void mutate()}
      >
        {ticket && data && (
          <>
            <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {ticket.subject}
              </Typography>
              <TicketStatusChip status={ticket.status} />
              <Box sx={{ flex: 1 }} />
              {ticket.status !== 'closed' && (
                <Button size="small" onClick={() => void close()} disabled={busy}>
                  {t('thread.close')}
                </Button>
              )}
            </Stack>
            <Stack
              component="ol"
              spacing={1}
              aria-label={t('thread.messages')}
              aria-live="polite"
              sx={{ p: 0, m: 0, mb: 3 }}
            >
              {data.messages.map((m) => (
                <Message key={m.id} message={m} />
              ))}
            </Stack>
            <TicketReplyForm ticketId={ticket.id} busy={busy} onReply={reply} closed={ticket.status === 'closed'} />
          </>
        )}
      </LoadState>
    </>
  );
}
