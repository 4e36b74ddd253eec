import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { socialProviderNames } from '@contracts/social-providers';
import { useAuth } from '@/hooks/use-auth';
import { useSocialCallbackPage, useSocialLinkPage } from '@/features/auth/hooks/use-social-return';
import { useAuthT } from '../hooks/use-auth-t';

function Waiting({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
      <CircularProgress aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}

/** The page a provider returns to after sign-in; it ends on the home page. */
export function SocialCallback() {
  const { t, ready } = useAuthT();
  const { status, signedIn } = useAuth();
  useSocialCallbackPage({
    signedIn,
    ready: ready && status !== 'loading',
    macosMessage: t('social.macos'),
    emailTakenMessage: (service) => t('social.emailTaken', { provider: socialProviderNames[service] }),
  });
  return <Waiting text={ready ? t('social.signingIn') : ''} />;
}

/** The page a provider returns to after linking an account; it ends on the home page. */
export function SocialLinkCallback() {
  const { t, ready } = useAuthT();
  const { status, signedIn } = useAuth();
  useSocialLinkPage({ signedIn, ready: status !== 'loading' });
  return <Waiting text={ready ? t('social.linking') : ''} />;
}
