import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import type { NumberKind } from '@/lib/number-cache';
import { CatalogList } from './catalog-list';
import type { Chosen } from './price-panel';

interface Props {
  kind: NumberKind;
  signedIn: boolean;
  /** The price column for the chosen pair (activation or rent). */
  renderPrice(service: Chosen | null, country: Chosen | null): ReactNode;
}

/**
 * Services and countries side by side, each narrowed by the other's choice, and the price
 * column; one column each on a phone.
 */
export function CatalogPicker({ kind, signedIn, renderPrice }: Props) {
  const { t } = useTranslation('numbers');
  const [service, setService] = useState<Chosen | null>(null);
  const [country, setCountry] = useState<Chosen | null>(null);
  const prefix = kind === 'rent' ? 'rent-' : '';
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      <CatalogList
        target={`${prefix}services`}
        title={t('catalog.services')}
        crossFilter={{ country_id: country?.id }}
        selectedId={service?.id ?? null}
        onSelect={(item) => setService({ id: item.id, name: item.name })}
        signedIn={signedIn}
      />
      <CatalogList
        target={`${prefix}countries`}
        title={t('catalog.countries')}
        crossFilter={{ service_id: service?.id }}
        selectedId={country?.id ?? null}
        onSelect={(item) => setCountry({ id: item.id, name: item.name })}
        signedIn={signedIn}
      />
      <Box>{renderPrice(service, country)}</Box>
    </Box>
  );
}
