import { lazy, Suspense } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useNumbersRealtime } from '@/features/numbers/hooks/use-numbers-realtime';
import { useAuth } from '@/hooks/use-auth';
import { CatalogPicker } from '@/features/numbers/components/catalog-picker';
import { LifecycleRules } from '@/features/numbers/components/lifecycle-rules';
import { RentActions } from './rent-actions';
import { PriceColumn } from './price-column';

// What lies under the catalogue (the rentals and the latest rentals) is its own chunk, requested
// as this module runs in the browser, so the catalogue hydrates without waiting for it and it
// hydrates when it comes (issue 17: /rent's first load was 235 kB, the union of the home page's
// catalogue and the activations page's list). The server renders both inline as before; a
// Suspense boundary keeps their HTML until their code is there (see PriceColumn).
const loadActiveList = () => import('@/features/numbers/components/active-numbers-view');
const loadLatest = () => import('@/features/numbers/components/latest-purchases');
if (typeof window !== 'undefined') {
  void loadActiveList();
  void loadLatest();
}
const ActiveNumbersView = lazy(() => loadActiveList().then((m) => ({ default: m.ActiveNumbersView<'rent'> })));
const LatestPurchases = lazy(() => loadLatest().then((m) => ({ default: m.LatestPurchases })));

/** /rent: the rent catalogue and price, the active rentals and the latest rentals (the page mounts the dialogs). */
export function RentView({
  live,
  phoneFirst,
}: {
  live?: boolean;
  /** The server's guess that the screen is a phone's (see CatalogPicker). */
  phoneFirst?: boolean;
}) {
  const { t } = useTranslation('numbers');
  useNumbersRealtime();
  const { signedIn } = useAuth();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('rent.title')}
      </Typography>
      <CatalogPicker
        kind="rent"
        signedIn={signedIn}
        phoneFirst={phoneFirst}
        renderPrice={(service, country) => (
          <Stack spacing={2}>
            <PriceColumn kind="rent" service={service} country={country} signedIn={signedIn} stickyBar />
            <LifecycleRules kind="rent" />
          </Stack>
        )}
      />
      <Suspense fallback={null}>
        <ActiveNumbersView kind="rent" live={live} renderActions={(entry) => <RentActions entry={entry} />} />
        <LatestPurchases kind="rent" />
      </Suspense>
    </Stack>
  );
}
