/** Orders and filters of the catalogue pages' lists, done in the browser over the whole list. */
export const OFFER_SORTS = ['price', 'count', 'name'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

export interface Offer {
  name: string;
  /** Minor units; null when nothing is offered. */
  price: number | null;
  count: number;
}

/**
 * `price`: what can be bought now, cheapest first, then what is sold out; `count`: most free
 * numbers first; `name`: alphabetical in the page's language. Ties fall back to the name.
 */
export function sortOffers<T extends Offer>(rows: readonly T[], sort: OfferSort, locale?: string): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' });
  const compare: Record<OfferSort, (a: T, b: T) => number> = {
    price: (a, b) =>
      Number(b.count > 0) - Number(a.count > 0) ||
      (a.price ?? Number.POSITIVE_INFINITY) - (b.price ?? Number.POSITIVE_INFINITY) ||
      byName(a, b),
    count: (a, b) => b.count - a.count || byName(a, b),
    name: byName,
  };
  return [...rows].sort(compare[sort]);
}
