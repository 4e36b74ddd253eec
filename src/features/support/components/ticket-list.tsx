import { useCallback, useEffect } from 'react';
import { Link } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { OutlinedSelect } from '@/components/common/outlined-select';
import { useDebounced } from '@/hooks/use-debounced';
import { usePageInRange } from '@/hooks/use-page-in-range';
import { useQueryState } from '@/hooks/use-query-state';
import { oneOf } from '@/lib/query-state';
import { onRealtime } from '@/state/realtime-bus';
import { useTickets, type TicketStatus } from '@/features/support/hooks/use-tickets';
import { LoadState } from '@/components/common/load-state';
import { SearchField } from '@/components/common/search-field';
import { TicketStatusChip } from './ticket-status-chip';
import { ListPager } from '@/components/common/list-pager';
import { dateTimeFormat } from '@/lib/intl-formats';

const STATUSES: TicketStatus[] = ['open', 'answered', 'closed'];

type ListState = { search: string; status: TicketStatus | ''; page: number };
const FIRST: ListState = { search: '', status: '', page: 1 };
const READERS = { readers: { status: oneOf(STATUSES) } };

/** /support: the user's tickets, most recently updated first; search in subjects, filter by status. */
export function TicketList() {
  const { t } = useTranslation('support');
  const { locale } = useRouter();
  // In the address too: Back from a ticket, a reload or a shared link keeps the search, status and page.
  const [{ search, status, page }, setList] = useQueryState(FIRST, READERS);
  const setPage = useCallback((next: number) => setList((l) => ({ ...l, page: next })), [setList]);
  const settled = useDebounced(search.trim());
  const { data, error, isLoading, mutate } = useTickets({ search: settled, status: status || undefined, page });
  const tickets = data?.data ?? [];
  const filtered = settled !== '' || status !== '';
  // A support reply (spec §4 NewMessage) changes a ticket's status, preview and place: read the
  // page again. The open thread has its own listener (use-ticket-realtime.ts).
  useEffect(() => onRealtime('NewMessage', () => void mutate()), [mutate]);
  // Its last ticket left the page (answered, out of a status filter): the last page with any.
  usePageInRange(data?.meta.current_page, data?.meta.last_page, setPage);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SearchField
            label={t('list.search')}
            value={search}
            onChange={(v) => setList((l) => ({ ...l, search: v, page: 1 }))}
          />
          <OutlinedSelect<TicketStatus | ''>
            label={t('list.status')}
            value={status}
            options={[
              { value: '', label: t('list.anyStatus') },
              ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
            onChange={(next) => setList((l) => ({ ...l, status: next, page: 1 }))}
            smWidth={180}
          />
        </Stack>
        <Button variant="contained" component={Link} href="/support/create">
          {t('list.create')}
        </Button>
      </Stack>
      <LoadState
        loading={isLoading && !data}
        error={error}
        empty={tickets.length === 0}
        emptyText={filtered ? t('list.noResults') : t('list.empty')}
        errorText={t('list.loadFailed')}
        onRetry={() => void mutate()}
      >
        <List aria-label={t('list.title')} sx={{ p: 0 }}>
          {tickets.map((ticket) => (
            // A list holds list items: the link sits inside its <li> (axe: list).
            <ListItem key={ticket.id} disablePadding divider>
              <ListItemButton component={Link} href={`/support/${ticket.id}`} sx={{ gap: 2, alignItems: 'flex-start' }}>
                <ListItemText
                  primary={ticket.subject}
                  secondary={ticket.last_message?.body ?? ''}
                  slotProps={{
                    primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                    // A one-line preview by design; the whole message shows on hover and in the ticket.
                    secondary: { noWrap: true, title: ticket.last_message?.body },
                  }}
                  sx={{ minWidth: 0 }}
                />
                <Stack spacing={0.5} sx={{ flexShrink: 0, alignItems: 'flex-end' }}>
                  <TicketStatusChip status={ticket.status} />
                  <Typography variant="caption" color="textSecondary">
                    {dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(ticket.updated_at))}
                  </Typography>
                </Stack>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {data && <ListPager page={page} lastPage={data.meta.last_page} onChange={setPage} />}
      </LoadState>
    </>
  );
}
