import type { GetServerSidePropsContext } from 'next';
import { listCountries, listServices } from '@contracts/catalog';
import { listDocCountries, listDocServices } from '@contracts/docs';
import {
  countryListKey,
  sameSlug,
  serviceListKey,
  type BuyChoice,
  type CatalogCountry,
  type CatalogPageData,
  type CatalogService,
  type CountryPageData,
  type ServicePageData,
} from '@/lib/catalog-pages';
import { NOT_FOUND, PageDataError, publicGet, type Loader } from './page-data';
import type { PageOptions } from './page-props';
import { routeParam } from './route-param';

// The SEO catalogue pages and the human sitemap: what each reads from the
// upstream on the server so the HTML a crawler gets already holds it.

/** withPageData's options for these pages; `content` holds the loading and retry texts they share. */
export const CATALOG_PAGE: PageOptions = { namespaces: ['content', 'catalog-pages'] };

/** A list every page of a kind needs; a 404 from a list route is a broken upstream, not a missing page. */
async function list<R extends typeof listServices | typeof listCountries>(
  ctx: GetServerSidePropsContext,
  route: R,
  key: string,
) {
  const answer = await publicGet(ctx, route, key);
  if (!answer) throw new PageDataError(key, 404);
  return answer;
}

/**
 * A service by slug: from the list of services on sale (which has the icon), else from the
 * reference list of every service, so a page linked from /doc/services never dead-ends
 * while the service is merely sold out everywhere.
 */
export async function findService(ctx: GetServerSidePropsContext, slug: string): Promise<CatalogService | undefined> {
  const onSale = (await list(ctx, listServices, serviceListKey())).services.find((s) => sameSlug(s.slug, slug));
  if (onSale) return { id: onSale.id, name: onSale.name, slug: onSale.slug, icon: onSale.icon };
  const all = await publicGet(ctx, listDocServices, '/api/docs/services');
  const known = all?.data.find((s) => sameSlug(s.slug, slug));
  return known && { id: known.id, name: known.name, slug: known.slug, icon: null };
}

/** The country counterpart of findService, by ISO code. */
export async function findCountry(ctx: GetServerSidePropsContext, iso: string): Promise<CatalogCountry | undefined> {
  const onSale = (await list(ctx, listCountries, countryListKey())).countries.find((c) => sameSlug(c.iso, iso));
  if (onSale) {
    const { id, name, phone_code, flag } = onSale;
    return { id, name, iso: onSale.iso, phone_code, flag };
  }
  const all = await publicGet(ctx, listDocCountries, '/api/docs/countries');
  const known = all?.data.find((c) => sameSlug(c.iso, iso));
  return known && { id: known.id, name: known.name, iso: known.iso, phone_code: known.phone_code, flag: null };
}

/** /service: every service on sale with its lowest price and free numbers. */
export const loadServiceIndex: Loader<CatalogPageData> = async (ctx) => {
  const key = serviceListKey();
  return { fallback: { [key]: await list(ctx, listServices, key) } };
};

/** /country: every country with numbers on sale. */
export const loadCountryIndex: Loader<CatalogPageData> = async (ctx) => {
  const key = countryListKey();
  return { fallback: { [key]: await list(ctx, listCountries, key) } };
};

/** /service/{slug}: the service and the countries it can be received in; 404 for an unknown slug. */
export const loadServicePage: Loader<ServicePageData> = async (ctx) => {
  const service = await findService(ctx, routeParam(ctx, 'service'));
  if (!service) return NOT_FOUND;
  const key = countryListKey({ serviceId: service.id });
  return { service, fallback: { [key]: await list(ctx, listCountries, key) } };
};

/** /country/{iso}: the country and the services sold there; 404 for an unknown code. */
export const loadCountryPage: Loader<CountryPageData> = async (ctx) => {
  const country = await findCountry(ctx, routeParam(ctx, 'country'));
  if (!country) return NOT_FOUND;
  const key = serviceListKey({ countryId: country.id });
  return { country, fallback: { [key]: await list(ctx, listServices, key) } };
};

/**
 * /prices: the price table's first chunk (no country, no search) and the country filter's
 * list, under the keys PricesTable's hooks read, so the table is in the server HTML.
 */
export const loadPriceList: Loader<CatalogPageData> = async (ctx) => {
  const [services, countries] = [serviceListKey({ load: 1 }), countryListKey()];
  const [s, c] = await Promise.all([list(ctx, listServices, services), list(ctx, listCountries, countries)]);
  return { fallback: { [services]: s, [countries]: c } };
};

/** /sitemap: the same two lists as the index pages, under the same keys. */
export const loadSitemap: Loader<CatalogPageData> = async (ctx) => {
  const [services, countries] = [serviceListKey(), countryListKey()];
  const [s, c] = await Promise.all([list(ctx, listServices, services), list(ctx, listCountries, countries)]);
  return { fallback: { [services]: s, [countries]: c } };
};

/**
 * The home page's preselection: `?service=<slug>&country=<iso>` (the catalogue pages' calls
 * to action) chooses in the buy flow. An unknown slug or an upstream hiccup just leaves it
 * unselected; the home page never fails over a preselection.
 */
export async function findBuyChoice(ctx: GetServerSidePropsContext): Promise<BuyChoice | undefined> {
  const service = routeParam(ctx, 'service');
  const country = routeParam(ctx, 'country');
  if (!service && !country) return undefined;
  const [s, c] = await Promise.all([
    service ? findService(ctx, service).catch(() => undefined) : undefined,
    country ? findCountry(ctx, country).catch(() => undefined) : undefined,
  ]);
  return {
    ...(s ? { service: { id: s.id, name: s.name } } : {}),
    ...(c ? { country: { id: c.id, name: c.name } } : {}),
  };
}
