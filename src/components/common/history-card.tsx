import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dateTimeFormat } from '@/lib/intl-formats';

/**
 * One entry of a money history (top-ups, referral withdrawals) as a card: it wraps instead of
 * scrolling sideways on a 360 px screen. The list around it is a `ul`. The second line is the
 * entry's date and time in the page's locale, then `detail` when there is one.
 */
export function HistoryCard({
  icon,
  title,
  at,
  detail,
  status,
}: {
  icon?: ReactNode;
  title: ReactNode;
  /** When the entry was made (ISO 8601). */
  at: string;
  detail?: string;
  status: ReactNode;
}) {
  const { locale } = useRouter();
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {icon}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
            <time dateTime={at}>{date}</time>
            {detail ? ` · ${detail}` : ''}
          </Typography>
        </Box>
        {status}
      </Stack>
    </Paper>
  );
}
