import Container from '@mui/material/Container';
import { withPage } from '@/bff/ssr/page-props';
import { RentView } from '@/features/numbers/components/rent-view';

/** Rent a number (spec §2, sign-in route). */
export default function RentPage() {
  return (
    <Container sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <RentView />
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['numbers'] });
