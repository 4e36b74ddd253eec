import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { PageTitle } from '@/components/common/page-title';
import { TicketList } from '@/features/support/components/ticket-list';

/** Spec §2 /support (sign-in route: withPage sends guests to the login dialog). */
export default function SupportPage() {
  const { t } = useTranslation('support');
  return (
    <>
      <PageTitle title={t('list.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('list.title')}
      </Typography>
      <TicketList />
    </>
  );
}

export const getServerSideProps = withPage({ namespaces: ['content', 'support'] });
