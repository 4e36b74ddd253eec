import { z } from 'zod';
import { defineRoute } from './route';
import { minorUnits } from './commerce-query';
import { priceDiscount, priceLevel } from './catalog';

/** The spec's five sample services (§1 home page), by slug, in the order the cards show them. */
export const SAMPLE_SERVICE_SLUGS = ['whatsapp', 'telegram', 'google', 'facebook', 'instagram'] as const;

/** Codes older than this are not "recent": the card says so instead of a large number. */
export const SAMPLE_CODE_WINDOW_MINUTES = 24 * 60;

export const sampleServiceItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  /** The signed-in user's favourite (false for a guest). */
  favorite: z.boolean(),
  /** Free activation numbers for the service in every country, live from the pool. */
  count: z.number().int(),
  /** Cheapest activation price in any country, minor units, at the buyer's level; null when none is offered. */
  price: minorUnits.nullable(),
  ...priceDiscount,
  /**
   * Whole minutes since the last code any user received for this service; null when none
   * arrived within the window. An aggregate only: never a number, a code or a user.
   */
  minutes_since_code: z.number().int().min(0).nullable(),
});
export type SampleServiceItem = z.infer<typeof sampleServiceItem>;

export const serviceSamplesResponse = z.object({
  status: z.literal(true),
  services: z.array(sampleServiceItem),
  ...priceLevel,
});

export const getServiceSamples = defineRoute({
  id: 'catalog.service-samples',
  method: 'GET',
  path: '/api/service-samples',
  auth: 'optional',
  response: serviceSamplesResponse,
  summary:
    "The home page's sample services: live count and cheapest price, and minutes since the last code delivered for each (an aggregate, no numbers or codes).",
});

export const serviceSampleRoutes = [getServiceSamples];
