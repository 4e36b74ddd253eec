import { useEffect } from 'react';
import { useRouter } from 'next/router';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { useAuth } from '@/hooks/use-auth';
import { useModals } from '@/state/modals';

/** Spec §2: a guest arriving with ?login=1 gets the login dialog and a clean URL. */
function useLoginQuery() {
  const router = useRouter();
  const { status } = useAuth();
  const { open } = useModals();
  useEffect(() => {
    if (!router.isReady || router.query.login !== '1' || status !== 'unauthenticated') return;
    const { login: _login, ...rest } = router.query;
    void router.replace({ pathname: router.pathname, query: rest }, undefined, { shallow: true });
    open('login');
  }, [router, status, open]);
}

export default function Home() {
  const { t } = useTranslation('common');
  useLoginQuery();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 34 } }}>
        {t('home.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 640 }}>
        {t('home.subtitle')}
      </Typography>
    </>
  );
}

export const getServerSideProps = withPage();
