/** Orders and filters of the catalogue pages' lists, done in the browser over the whole list. */
export const OFFER_SORTS = ['price', 'count', 'name'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

export interface Offer {
  name: string;
  /** Minor units; null when nothing is offered. */
  price: number | null;
  count: number;
}

const collators = new Map<string, Intl.Collator>();

/** One collator per language, made the first time a list is put in name order. */
function nameOrder(locale: string | undefined): (a: string, b: string) => number {
  const key = locale ?? '';
  let collator = collators.get(key);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(key, collator);
  }
  return collator.compare;
}

/**
 * `price`: what can be bought now, cheapest first, then what is sold out; `count`: most free
 * numbers first; `name`: alphabetical in the page's language.
 *
 * Ties under `price` and `count` keep the list's own order (the sort is stable), which is
 * already by name: the catalogue pages ask the upstream for `sort=name`, in the page's language
 * (favourites first for a signed-in user, as the upstream pins them). Comparing the names
 * again on ties cost every catalogue page the first Intl.Collator of its life while it
 * hydrates: 11–19 ms in Chromium, 45–75 ms at a phone's 4× slower CPU (issue 17's profile of
 * /service/whatsapp). Only the `name` order, a visitor's choice, builds one.
 */
export function sortOffers<T extends Offer>(rows: readonly T[], sort: OfferSort, locale?: string): T[] {
  if (sort === 'name') {
    const compare = nameOrder(locale);
    return [...rows].sort((a, b) => compare(a.name, b.name));
  }
  const compare: Record<Exclude<OfferSort, 'name'>, (a: T, b: T) => number> = {
    price: (a, b) =>
      Number(b.count > 0) - Number(a.count > 0) ||
      (a.price ?? Number.POSITIVE_INFINITY) - (b.price ?? Number.POSITIVE_INFINITY),
    count: (a, b) => b.count - a.count,
  };
  return [...rows].sort(compare[sort]);
}
