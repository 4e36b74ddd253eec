import { useRouter } from 'next/router';
import { withPage } from '@/bff/ssr/page-props';
import { TicketThread } from '@/features/support/components/ticket-thread';
import { queryParam } from '@/features/content/components/query-param';

/** Spec §2 /support/{ticket} (sign-in route); a non-numeric id shows the not-found state. */
export default function SupportTicketPage() {
  const raw = queryParam(useRouter().query.ticket);
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return <TicketThread key={raw} id={id} />;
}

export const getServerSideProps = withPage({ namespaces: ['content', 'support'] });
