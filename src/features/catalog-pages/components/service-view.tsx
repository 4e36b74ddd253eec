import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { buyPath, countryPath, type CatalogService, type ServicePageData, callingCode } from '@/lib/catalog-pages';
import { usePageOpen } from '@/hooks/use-page-open';
import { usePriceCountries } from '@/hooks/use-price-countries';
import { englishCountryName } from '@/lib/english-country-name';
import { OfferPage, OfferPageUnavailable } from './offer-page';
import type { OfferRow } from './offer-table';

function ServiceOffers({ service }: { service: CatalogService }) {
  const { t } = useTranslation('catalog-pages');
  const countryOpen = usePageOpen('country');
  const list = usePriceCountries(service.id);
  const rows = useMemo<OfferRow[]>(
    () =>
      (list.data?.countries ?? []).map((c) => ({
        id: c.id,
        name: c.name,
        href: countryOpen ? countryPath(c.iso) : null,
        icon: c.flag,
        price: c.price,
        count: c.count,
        buyHref: buyPath({ service: service.slug, country: c.iso }),
        buyLabel: t('buyLabel', { service: service.name, country: c.name }),
        keywords: [callingCode(c.phone_code), englishCountryName(c.iso)],
      })),
    [list.data, countryOpen, service, t],
  );
  return (
    <OfferPage
      kind="service"
      name={service.name}
      icon={service.icon}
      cta={buyPath({ service: service.slug })}
      rows={rows}
      list={list}
    />
  );
}

/** /service/{slug}: where a service's codes can be received, at what price, and a way to buy. */
export function ServiceView({ service, unavailable }: Pick<ServicePageData, 'service' | 'unavailable'>) {
  if (unavailable || !service) return <OfferPageUnavailable kind="service" />;
  return <ServiceOffers service={service} />;
}
