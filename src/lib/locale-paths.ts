/**
 * Spec §2: the price list is named "price" in Russian and "prices" in every other language. The
 * page file stays `pages/prices.tsx`; in Russian its address is /ru/price, which the proxy
 * rewrites to the page, and links show that address.
 */
const RU_PRICE = /^\/price(?=\/|$)/;
const PRICES = /^\/prices(?=\/|$)/;

/** The address of a page path in `locale`: `/prices` is `/price` in Russian. */
export function localePath(path: string, locale: string | undefined): string {
  return locale === 'ru' ? path.replace(PRICES, '/price') : path;
}

/** The page path an address in `locale` stands for: the Russian `/price` is `/prices`. */
export function pagePath(path: string, locale: string | undefined): string {
  return locale === 'ru' ? path.replace(RU_PRICE, '/prices') : path;
}
