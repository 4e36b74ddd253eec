import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { socialProviderNames, socialProviders } from '@contracts/social-providers';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { useSocialRedirect } from '@/features/auth/hooks/use-social-redirect';
import type { SocialService } from '@/features/auth/hooks/use-social-callback';
import { useAuthT } from '../hooks/use-auth-t';

interface Props {
  mode: 'login' | 'link';
  /** Runs just before the browser leaves for the provider (what the return page must know). */
  onLeave?(service: SocialService): void;
}

/** Leaves for the provider's consent page; it comes back to /auth/{service}/callback or link-callback. */
export function SocialButtons({ mode, onLeave }: Props) {
  const { t } = useAuthT();
  const { busy, run } = useSocialRedirect();
  const handleApiError = useApiErrorHandler();
  const go = async (service: SocialService) => {
    const result = await run({ service, mode });
    if (!result) return;
    if (!result.ok) {
      handleApiError(result.error);
      return;
    }
    onLeave?.(service);
    window.location.assign(result.data.url);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {socialProviders.map((service) => (
        <Button key={service} variant="outlined" size="small" disabled={busy} onClick={() => void go(service)}>
          {t(mode === 'login' ? 'social.signInWith' : 'social.linkWith', { provider: socialProviderNames[service] })}
        </Button>
      ))}
    </Stack>
  );
}
