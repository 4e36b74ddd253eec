import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { buyPath, servicePath, type CatalogCountry, type CountryPageData, callingCode } from '@/lib/catalog-pages';
import { usePageOpen } from '@/hooks/use-page-open';
import { usePriceTable } from '@/hooks/use-price-table';
import { OfferPage, OfferPageUnavailable } from './offer-page';
import type { OfferRow } from './offer-table';

function CountryOffers({ country }: { country: CatalogCountry }) {
  const { t } = useTranslation('catalog-pages');
  const serviceOpen = usePageOpen('service');
  const list = usePriceTable({ countryId: country.id });
  const rows = useMemo<OfferRow[]>(
    () =>
      (list.data?.services ?? []).map((s) => ({
        id: s.id,
        name: s.name,
        href: serviceOpen ? servicePath(s.slug) : null,
        icon: s.icon,
        price: s.price,
        count: s.count,
        buyHref: buyPath({ service: s.slug, country: country.iso }),
        buyLabel: t('buyLabel', { service: s.name, country: country.name }),
      })),
    [list.data, serviceOpen, country, t],
  );
  return (
    <OfferPage
      kind="country"
      name={country.name}
      icon={country.flag}
      cta={buyPath({ country: country.iso })}
      rows={rows}
      list={list}
      extra={{ code: callingCode(country.phone_code) }}
    />
  );
}

/** /country/{iso}: the services a country's numbers receive codes for, with prices, and a way to buy. */
export function CountryView({ country, unavailable }: Pick<CountryPageData, 'country' | 'unavailable'>) {
  if (unavailable || !country) return <OfferPageUnavailable kind="country" />;
  return <CountryOffers country={country} />;
}
