import { z } from 'zod';
import { defineRoute } from './route';
import { minorUnits } from './commerce-query';

export const loyaltyLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Lifetime spend (minor units) that reaches this level. */
  min_spend: minorUnits,
  discount_percent: z.number().int(),
});

export const getLoyalty = defineRoute({
  id: 'loyalty.status',
  method: 'GET',
  path: '/api/loyalty',
  auth: 'optional',
  apiKey: true,
  response: z.object({
    status: z.literal(true),
    levels: z.array(loyaltyLevel),
    /**
     * Present for a signed-in user: spend so far (charges minus refunds, less the purchases that
     * can still be refunded: activations waiting for a code, rentals in their cancel window) and
     * where it stands.
     */
    user: z
      .object({
        spent: minorUnits,
        level: loyaltyLevel.nullable(),
        next_level: loyaltyLevel.nullable(),
        /** Minor units still to spend for the next level; 0 at the top. */
        to_next: minorUnits,
        /** 0–100 progress from the current level to the next. */
        progress: z.number().int().min(0).max(100),
      })
      .nullable(),
  }),
  summary:
    'Loyalty levels by lifetime spend (a purchase counts once it can no longer be refunded); for a signed-in user also the current level and progress.',
});

export const loyaltyRoutes = [getLoyalty];
