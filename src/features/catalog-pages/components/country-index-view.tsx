import { useMemo } from 'react';
import { countryPath, callingCode } from '@/lib/catalog-pages';
import { usePriceCountries } from '@/hooks/use-price-countries';
import { englishCountryName } from '@/lib/english-country-name';
import { CatalogIndex, type IndexItem } from './catalog-index';

/** /country: every country with numbers on sale, its lowest price and its free numbers. */
export function CountryIndexView() {
  const list = usePriceCountries();
  const items = useMemo<IndexItem[]>(
    () =>
      (list.data?.countries ?? []).map((c) => ({
        id: c.id,
        name: c.name,
        href: countryPath(c.iso),
        icon: c.flag,
        price: c.price,
        count: c.count,
        note: callingCode(c.phone_code),
        keywords: [englishCountryName(c.iso)],
      })),
    [list.data],
  );
  return <CatalogIndex kind="countries" items={items} list={list} />;
}
