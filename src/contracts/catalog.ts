import { z } from 'zod';
import { searchText } from './list-query';
import { defineRoute } from './route';
import { idParam, minorUnits, queryBool } from './commerce-query';
import { operatorRef } from './number-entry';
import { DEFAULT_RENT_PERIOD, RENT_PERIODS } from './number-limits';

export { CATALOG_CHUNK, DEFAULT_RENT_PERIOD, RENT_PERIODS } from './number-limits';

export const rentPeriod = z.coerce
  .number()
  .int()
  .refine((p) => (RENT_PERIODS as readonly number[]).includes(p), {
    message: `period must be one of ${RENT_PERIODS.join(', ')}`,
  });

/**
 * Filters of the four sidebar lists. `load` is how many chunks of 20 the list shows so far
 * (load=2 returns the first 40, for infinite scroll); `page` instead returns only that
 * chunk. `count` in the response is the number of matching items, for "load more".
 */
const listFilters = {
  version: z.string().max(40).optional(),
  load: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(100).optional(),
  sort: z.enum(['popular', 'name', 'price', 'count']).default('popular'),
  search: searchText.optional(),
  is_favorite: queryBool.optional(),
};
export const serviceListQuery = z.object({ ...listFilters, country_id: idParam.optional() });
export const countryListQuery = z.object({ ...listFilters, service_id: idParam.optional() });
export type ServiceListQuery = z.infer<typeof serviceListQuery>;
export type CountryListQuery = z.infer<typeof countryListQuery>;

/**
 * Loyalty pricing beside a price (all optional: older upstreams omit them). `price` stays what
 * is charged (after the discount); `list_price` is before it and `discount` the difference.
 */
export const priceDiscount = {
  /** Price before the loyalty discount, minor units. */
  list_price: minorUnits.nullable().optional(),
  /** list_price − price, minor units (0 without a discount). */
  discount: minorUnits.nullable().optional(),
};
/** The buyer's loyalty level the prices of an answer are quoted at (guests: 0 and null). */
export const priceLevel = {
  discount_percent: z.number().int().min(0).max(100).optional(),
  /** Level name, e.g. "Gold"; null for a guest or below every level. */
  level: z.string().nullable().optional(),
};

const listItem = {
  id: z.number().int(),
  name: z.string(),
  favorite: z.boolean(),
  /** Numbers free in the pool right now (for the filtering service/country when given). */
  count: z.number().int(),
  /**
   * Cheapest price among the matching offers, minor units, after the signed-in user's loyalty
   * discount; null when nothing is offered. For rent: the cheapest period's price ("from").
   */
  price: minorUnits.nullable(),
  ...priceDiscount,
};
export const serviceItem = z.object({ ...listItem, icon: z.string(), slug: z.string() });
export const countryItem = z.object({ ...listItem, flag: z.string(), iso: z.string(), phone_code: z.string() });
export type ServiceItem = z.infer<typeof serviceItem>;
export type CountryItem = z.infer<typeof countryItem>;

export const serviceListResponse = z.object({
  status: z.literal(true),
  count: z.number().int(),
  services: z.array(serviceItem),
  ...priceLevel,
});
export const countryListResponse = z.object({
  status: z.literal(true),
  count: z.number().int(),
  countries: z.array(countryItem),
  ...priceLevel,
});

const summary = (what: string, kind: string) =>
  `${what} for the ${kind} sidebar: search, sort, favourites, real pool counts and minimum prices, in chunks of 20.`;

export const listServices = defineRoute({
  id: 'catalog.services',
  method: 'GET',
  path: '/api/services',
  auth: 'optional',
  apiKey: true,
  query: serviceListQuery,
  response: serviceListResponse,
  summary: summary('Services', 'activation'),
});
export const listCountries = defineRoute({
  id: 'catalog.countries',
  method: 'GET',
  path: '/api/countries',
  auth: 'optional',
  apiKey: true,
  query: countryListQuery,
  response: countryListResponse,
  summary: summary('Countries', 'activation'),
});
export const listRentServices = defineRoute({
  id: 'catalog.rent-services',
  method: 'GET',
  path: '/api/rent-services',
  auth: 'optional',
  apiKey: true,
  query: serviceListQuery,
  response: serviceListResponse,
  summary: summary('Services', 'rent'),
});
export const listRentCountries = defineRoute({
  id: 'catalog.rent-countries',
  method: 'GET',
  path: '/api/rent-countries',
  auth: 'optional',
  apiKey: true,
  query: countryListQuery,
  response: countryListResponse,
  summary: summary('Countries', 'rent'),
});

export const priceOperator = operatorRef.extend({ count: z.number().int(), price: minorUnits, ...priceDiscount });

export const priceQuery = z.object({
  service_id: idParam,
  country_id: idParam,
  operator_id: idParam.optional(),
});
export const priceResponse = z.object({
  status: z.literal(true),
  data: z.object({
    operators: z.array(priceOperator),
    /** For the chosen operator, or the cheapest operator that has numbers; after the loyalty discount. */
    price: minorUnits.nullable(),
    count: z.number().int(),
    ...priceDiscount,
    ...priceLevel,
  }),
});
export const getPrice = defineRoute({
  id: 'catalog.price',
  method: 'GET',
  path: '/api/price',
  auth: 'optional',
  apiKey: true,
  query: priceQuery,
  response: priceResponse,
  summary: 'Activation price and free numbers for service × country, per operator.',
});

export const rentPriceQuery = priceQuery.extend({ period: rentPeriod.default(DEFAULT_RENT_PERIOD) });
export const rentPeriodPrice = z.object({
  period: z.number().int(),
  count: z.number().int(),
  price: minorUnits,
  ...priceDiscount,
});
export const rentPriceResponse = z.object({
  status: z.literal(true),
  data: z.object({
    periods: z.array(rentPeriodPrice),
    operators: z.array(priceOperator),
    count: z.number().int(),
    /** For the chosen period, after the loyalty discount. */
    price: minorUnits.nullable(),
    period: z.number().int(),
    ...priceDiscount,
    ...priceLevel,
  }),
});
export const getRentPrice = defineRoute({
  id: 'catalog.rent-price',
  method: 'GET',
  path: '/api/rent-price',
  auth: 'optional',
  apiKey: true,
  query: rentPriceQuery,
  response: rentPriceResponse,
  summary: 'Rent prices per period (4, 24, 72, 168, 720 h; default 24) and operators for service × country.',
});

export const catalogRoutes = [listServices, listCountries, listRentServices, listRentCountries, getPrice, getRentPrice];
