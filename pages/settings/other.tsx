import Container from '@mui/material/Container';
import { withPage } from '@/bff/ssr/page-props';
import { OtherSettings } from '@/features/account/components/other-settings';

/** Settings → other (spec §2, sign-in route): the preferences of the buying flow. */
export default function OtherSettingsPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <OtherSettings />
    </Container>
  );
}

export const getServerSideProps = withPage({ namespaces: ['numbers'] });
