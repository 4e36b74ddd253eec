import Chip from '@mui/material/Chip';
import { useTranslation } from 'next-i18next/pages';
import type { TicketStatus } from '@/features/support/hooks/use-tickets';

const COLORS = { open: 'info', answered: 'success', closed: 'default' } as const;

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('support');
  return <Chip size="small" color={COLORS[status]} label={t(`status.${status}`)} />;
}
