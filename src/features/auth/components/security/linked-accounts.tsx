import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSiteSettings } from '@/hooks/use-site-settings';
import { useMoney } from '@/hooks/use-money';
import { REWARD_COOKIE } from '@/features/auth/hooks/use-social-return';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import { useAuthT } from '@/features/auth/hooks/use-auth-t';

/** How long the return page may take to come back and still show the reward dialog. */
const REWARD_COOKIE_MAX_AGE = 15 * 60;

/**
 * Links a provider account to the signed-in user (the link-callback page completes it). The
 * first Telegram link earns the site's subscribe reward: the reward cookie tells the return
 * page to look for it and show the reward dialog (spec §4).
 */
export function LinkedAccounts() {
  const { t } = useAuthT();
  const { data } = useSiteSettings();
  const money = useMoney();
  const reward = data?.settings.telegramSubscribeReward ?? 0;

  // Set whatever the settings say (they may not have loaded yet): the return page shows the
  // dialog only when the link-callback answer reports a credited reward.
  const onLeave = (service: string) => {
    if (service !== 'telegram') return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${REWARD_COOKIE}=1; Max-Age=${REWARD_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="linked-accounts-title">
      <Typography id="linked-accounts-title" variant="h6" component="h2">
        {t('security.social.title')}
      </Typography>
      <Typography>{t('security.social.text')}</Typography>
      <SocialButtons mode="link" onLeave={onLeave} />
      {/* Under the buttons: the reward comes with the site settings, after hydration, and a line
          appearing above them moved them from under a tap (issue 17). */}
      {reward > 0 && <Typography variant="body2">{t('security.social.reward', { amount: money(reward) })}</Typography>}
    </Stack>
  );
}
