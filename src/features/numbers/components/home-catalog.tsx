import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { BuyChoice } from '@/lib/catalog-pages';
import { useAuth } from '@/hooks/use-auth';
import { useNumbersRealtime } from '@/features/numbers/hooks/use-numbers-realtime';
import { CatalogPicker } from '@/features/numbers/components/catalog-picker';
import { LifecycleRules } from '@/features/numbers/components/lifecycle-rules';
import { NumberDialogs } from '@/features/numbers/components/number-dialogs';
import { PricePanel } from '@/features/numbers/components/price-panel';
import { SampleServiceCards } from './sample-service-cards';

/**
 * The home page catalogue (issue 6 item 1): guests first see the sample service cards, then
 * everyone browses services, countries and prices; buying asks guests to sign in. `choice`
 * comes from `?service=&country=` (the catalogue pages' calls to action).
 */
export function HomeCatalog({ choice }: { choice?: BuyChoice }) {
  const { t } = useTranslation('numbers');
  const { signedIn, status } = useAuth();
  // The activation dialog opened from here shows the code as it arrives.
  useNumbersRealtime();
  return (
    <Stack spacing={3}>
      {status === 'unauthenticated' && (
        <section aria-labelledby="samples-title">
          <Typography id="samples-title" variant="h6" component="h2" gutterBottom>
            {t('samples.title')}
          </Typography>
          <SampleServiceCards />
        </section>
      )}
      <CatalogPicker
        // A new preselection (another catalogue page's call to action) starts the picker afresh.
        key={`${choice?.service?.id}:${choice?.country?.id}`}
        initial={choice}
        kind="activation"
        signedIn={signedIn}
        renderPrice={(service, country) => (
          <Stack spacing={2}>
            <PricePanel key={`${service?.id}:${country?.id}`} service={service} country={country} signedIn={signedIn} />
            <LifecycleRules kind="activation" />
          </Stack>
        )}
      />
      <NumberDialogs />
    </Stack>
  );
}
