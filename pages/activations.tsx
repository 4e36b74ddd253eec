import Container from '@mui/material/Container';
import { withPage } from '@/bff/ssr/page-props';
import { ActivationsView } from '@/features/numbers/components/activations-view';

/** Active numbers (spec §2, sign-in route). */
export default function ActivationsPage() {
  return (
    <Container sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <ActivationsView />
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['numbers'] });
