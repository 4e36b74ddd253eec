import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useAuth } from '@/hooks/use-auth';
import { useNumbersRealtime } from '@/features/numbers/hooks/use-numbers-realtime';
import type { ComponentProps } from 'react';
import { CatalogPicker } from '@/features/numbers/components/catalog-picker';
import { LifecycleRules } from '@/features/numbers/components/lifecycle-rules';
import { NumberDialogs } from '@/features/numbers/components/number-dialogs';
import { PricePanel } from '@/features/numbers/components/price-panel';
import { SampleServiceCards } from '@/features/numbers/components/sample-service-cards';

/**
 * Home: the catalogue (issue 6 item 1). Guests first see the sample service cards, then everyone
 * browses services, countries and prices; buying asks guests to sign in. `?login=1` is handled by
 * the session lifecycle; `?service=<slug>` and `?country=<iso>` preselect the buy flow (`choice`).
 */
export function HomeView({
  choice,
  phoneFirst,
}: {
  choice?: ComponentProps<typeof CatalogPicker>['initial'];
  /** The server's guess that the screen is a phone's (see CatalogPicker). */
  phoneFirst?: boolean;
}) {
  const { t } = useTranslation(['common', 'numbers']);
  const { signedIn, status } = useAuth();
  // The activation dialog opened from here shows the code as it arrives.
  useNumbersRealtime();
  // On a phone the picker comes first and the samples follow it; beside it (md) they lead.
  // Their place in the HTML follows the server's guess of the screen: the browser paints the
  // page while its HTML still arrives, and samples sent first but shown after the picker were
  // pushed down by each row that came (CLS 0.185-0.37 on a phone, issue 17). `order` keeps
  // a wrong guess in its visual place.
  const samples = status === 'unauthenticated' && (
    <Box component="section" aria-labelledby="samples-title" sx={{ order: { xs: 1, md: -1 } }}>
      <Typography id="samples-title" variant="h6" component="h2" gutterBottom>
        {t('numbers:samples.title')}
      </Typography>
      <SampleServiceCards />
    </Box>
  );
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 34 } }}>
        {t('home.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1.5, mb: 3, maxWidth: 640 }}>
        {t('home.subtitle')}
      </Typography>
      <Stack spacing={3}>
        {!phoneFirst && samples}
        <CatalogPicker
          // A new preselection (another catalogue page's call to action) starts the picker afresh.
          key={`${choice?.service?.id}:${choice?.country?.id}`}
          initial={choice}
          phoneFirst={phoneFirst}
          kind="activation"
          signedIn={signedIn}
          renderPrice={(service, country) => (
            <Stack spacing={2}>
              <PricePanel
                key={`${service?.id}:${country?.id}`}
                service={service}
                country={country}
                signedIn={signedIn}
                stickyBar
              />
              <LifecycleRules kind="activation" />
            </Stack>
          )}
        />
        {phoneFirst && samples}
        <NumberDialogs />
      </Stack>
    </>
  );
}
