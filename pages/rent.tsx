import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { PageTitle } from '@/components/common/page-title';
import { withPage } from '@/bff/ssr/page-props';
import { RentView } from '@/features/numbers/components/rent-view';
import { NumberDialogs } from '@/features/numbers/components/number-dialogs';

/** Rent a number (spec §2, sign-in route). */
export default function RentPage() {
  const { t } = useTranslation('numbers');
  return (
    <Container sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle title={t('rent.title')} />
      <RentView />
      {/* Extend and messages dialogs, opened from a rental's actions. */}
      <NumberDialogs />
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['numbers', 'numbers-phone'] });
