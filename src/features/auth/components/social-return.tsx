import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { socialProviderNames } from '@contracts/social-providers';
import { useAuth } from '@/hooks/use-auth';
import { useSocialCallbackPage, useSocialLinkPage } from '@/features/auth/hooks/use-social-return';
import { useAuthT } from '../hooks/use-auth-t';

/**
 * Spec §2: the provider's return pages show the home page while they work (they end there
 * anyway); what is happening is told to screen readers, not drawn over the page as a spinner.
 */
function Working({ text, children }: { text: string; children: ReactNode }) {
  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {text}
      </Box>
      {children}
    </>
  );
}

/** The page a provider returns to after sign-in, over the home page (`children`); it ends on home. */
export function SocialCallback({ children }: { children: ReactNode }) {
  const { t, ready } = useAuthT();
  const { status, signedIn } = useAuth();
  useSocialCallbackPage({
    signedIn,
    ready: ready && status !== 'loading',
    macosMessage: t('social.macos'),
    emailTakenMessage: (service) => t('social.emailTaken', { provider: socialProviderNames[service] }),
  });
  return <Working text={ready ? t('social.signingIn') : ''}>{children}</Working>;
}

/** The page a provider returns to after linking an account, over the home page; it ends on home. */
export function SocialLinkCallback({ children }: { children: ReactNode }) {
  const { t, ready } = useAuthT();
  const { status, signedIn } = useAuth();
  useSocialLinkPage({ signedIn, ready: status !== 'loading' });
  return <Working text={ready ? t('social.linking') : ''}>{children}</Working>;
}
