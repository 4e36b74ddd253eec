import { useTranslation } from 'next-i18next/pages';
import type { TicketStatus } from '@/features/support/hooks/use-tickets';
import { StatusChip } from '@/components/common/status-chip';

const COLORS = { open: 'info', answered: 'success', closed: 'default' } as const;

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('support');
  return <StatusChip color={COLORS[status]} label={t(`status.${status}`)} />;
}
