import { apiPath } from './api-client';
import { listCountries, listServices } from './api-routes/catalog';

/**
 * The SEO catalogue pages (spec §2 service-service, country-country): their paths, the list
 * requests they show, and the data the server hands them. Shared by the SSR loaders and the
 * browser hooks so a server-rendered answer lands under exactly the key the hook asks for.
 */

/** The contract's ceiling for `load` (100 chunks of 20): a whole catalogue list in one answer. */
export const WHOLE_LIST = 100;

/** Slugs are the upstream's own lowercase `slug` (services) and `iso` (countries). */
export const servicePath = (slug: string): string => `/service/${encodeURIComponent(slug.toLowerCase())}`;
export const countryPath = (iso: string): string => `/country/${encodeURIComponent(iso.toLowerCase())}`;

/** The home page's buy flow with the service, the country or both already chosen. */
export function buyPath(choice: { service?: string; country?: string }): string {
  // Service first, as people read it ("WhatsApp in Germany"); withQuery would sort the keys.
  const query = new URLSearchParams();
  if (choice.service) query.set('service', choice.service.toLowerCase());
  if (choice.country) query.set('country', choice.country.toLowerCase());
  const qs = query.toString();
  return qs ? `/?${qs}` : '/';
}

export function sameSlug(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Services sold (in one country, or anywhere with the cheapest price), by name. */
export function serviceListKey(filters: { countryId?: number; search?: string; load?: number } = {}): string {
  return apiPath(listServices, {
    query: { country_id: filters.countryId, search: filters.search, sort: 'name', load: filters.load ?? WHOLE_LIST },
  });
}

/** Countries where numbers are sold (for one service, or any), by name. */
export function countryListKey(filters: { serviceId?: number } = {}): string {
  return apiPath(listCountries, { query: { service_id: filters.serviceId, sort: 'name', load: WHOLE_LIST } });
}

/** The upstream static page behind /collaborations/gtalk2voip. */
export const GTALK2VOIP_SLUG = 'gtalk2voip';

export interface CatalogService {
  id: number;
  name: string;
  slug: string;
  /** null when the service is in the catalogue but nothing of it is on sale (no list row). */
  icon: string | null;
}

export interface CatalogCountry {
  id: number;
  name: string;
  iso: string;
  phone_code: string;
  flag: string | null;
}

/** What every server-rendered catalogue page gets besides the base page props. */
export interface CatalogPageData {
  /** Server answers by SWR key: the first paint and the browser's first read are the same data. */
  fallback: Record<string, unknown>;
  /** The upstream failed while the page loaded (the status is 503): show a retry. */
  unavailable?: true;
}

export interface ServicePageData extends CatalogPageData {
  service?: CatalogService;
}

export interface CountryPageData extends CatalogPageData {
  country?: CatalogCountry;
}

/** The home page's buy flow, preselected from `?service=` / `?country=` (a catalogue page's call to action). */
export interface BuyChoice {
  service?: { id: number; name: string };
  country?: { id: number; name: string };
}

/** "+44" whether the upstream wrote "44" or "+44". */
export const callingCode = (phoneCode: string): string => `+${phoneCode.replace(/^\+/, '')}`;
