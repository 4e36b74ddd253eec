import { useMemo } from 'react';
import { servicePath } from '@/lib/catalog-pages';
import { usePriceTable } from '@/hooks/use-price-table';
import { CatalogIndex, type IndexItem } from './catalog-index';

/** /service: every service on sale, its lowest price anywhere and its free numbers. */
export function ServiceIndexView() {
  const list = usePriceTable({});
  const items = useMemo<IndexItem[]>(
    () =>
      (list.data?.services ?? []).map((s) => ({
        id: s.id,
        name: s.name,
        href: servicePath(s.slug),
        icon: s.icon,
        price: s.price,
        count: s.count,
      })),
    [list.data],
  );
  return <CatalogIndex kind="services" items={items} list={list} />;
}
