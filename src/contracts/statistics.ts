import { z } from 'zod';
import { defineRoute } from './route';
import { isoDay, minorUnits } from './commerce-query';
import { serviceRef } from './number-entry';

export const statisticQuery = z.object({
  /** Inclusive days in the `Zone` header's time zone (UTC without one); default the last 30 days. */
  from: isoDay.optional(),
  to: isoDay.optional(),
});

const totals = z.object({
  /** Net spend (charges minus refunds), minor units. */
  spent: minorUnits,
  refunded: minorUnits,
  topped_up: minorUnits,
  activations: z.number().int(),
  rentals: z.number().int(),
  codes_received: z.number().int(),
});

export const statisticResponse = z.object({
  status: z.literal(true),
  data: z.object({
    from: z.string(),
    to: z.string(),
    totals,
    by_day: z.array(
      z.object({ date: z.string(), spent: minorUnits, activations: z.number().int(), rentals: z.number().int() }),
    ),
    by_service: z.array(
      z.object({ service: serviceRef, spent: minorUnits, activations: z.number().int(), rentals: z.number().int() }),
    ),
  }),
});
export const getStatistic = defineRoute({
  id: 'statistic.user',
  method: 'GET',
  path: '/api/user/statistic',
  auth: 'user',
  apiKey: true,
  query: statisticQuery,
  response: statisticResponse,
  summary: 'Spend per day and per service, purchase and code counts for a date range.',
});

export const statisticRoutes = [getStatistic];
