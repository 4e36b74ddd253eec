import { z } from 'zod';
import { searchText } from './list-query';
import { defineRoute } from './route';
import { idParam } from './commerce-query';

// The public API documentation pages list what can be bought: reference ids for scripted use.

export const docService = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export const docCountry = z.object({ id: z.number().int(), iso: z.string(), name: z.string(), phone_code: z.string() });
export const docOperator = z.object({
  id: z.number().int(),
  country_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});

const search = z.object({ search: searchText.optional() });

export const listDocServices = defineRoute({
  id: 'docs.services',
  method: 'GET',
  path: '/api/docs/services',
  auth: 'optional',
  apiKey: true,
  query: search,
  response: z.object({ status: z.literal(true), data: z.array(docService) }),
  summary: 'Every service with its id and slug, for API users.',
});

export const listDocCountries = defineRoute({
  id: 'docs.countries',
  method: 'GET',
  path: '/api/docs/countries',
  auth: 'optional',
  apiKey: true,
  query: search,
  response: z.object({ status: z.literal(true), data: z.array(docCountry) }),
  summary: 'Every country with its id, ISO code and calling code.',
});

export const listDocOperators = defineRoute({
  id: 'docs.operators',
  method: 'GET',
  path: '/api/docs/operators',
  auth: 'optional',
  apiKey: true,
  query: z.object({ country_id: idParam.optional() }),
  response: z.object({ status: z.literal(true), data: z.array(docOperator) }),
  summary: 'Operators, optionally of one country.',
});

export const docsRoutes = [listDocServices, listDocCountries, listDocOperators];
