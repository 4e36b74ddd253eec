import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useNumbersRealtime } from '@/features/numbers/hooks/use-numbers-realtime';
import { useAuth } from '@/hooks/use-auth';
import { ActiveNumbersView } from '@/features/numbers/components/active-numbers-view';
import { CatalogPicker } from '@/features/numbers/components/catalog-picker';
import { LatestPurchases } from '@/features/numbers/components/latest-purchases';
import { LifecycleRules } from '@/features/numbers/components/lifecycle-rules';
import { RentActions } from './rent-actions';
import { PriceColumn } from './price-column';

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
      <ActiveNumbersView kind="rent" live={live} renderActions={(entry) => <RentActions entry={entry} />} />
      <LatestPurchases kind="rent" />
    </Stack>
  );
}
