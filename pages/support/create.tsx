import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { PageTitle } from '@/components/common/page-title';
import { TicketCreateForm } from '@/features/support/components/ticket-create-form';

/** Spec §2 /support/create (sign-in route). */
export default function SupportCreatePage() {
  const { t } = useTranslation('support');
  return (
    <>
      <PageTitle title={t('form.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('form.title')}
      </Typography>
      <TicketCreateForm />
    </>
  );
}

export const getServerSideProps = withPage({ namespaces: ['content', 'support'] });
