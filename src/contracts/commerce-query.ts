import { z } from 'zod';

// Query-string helpers shared by the commerce contracts. Query values arrive as strings;
// the BFF drops empty values and comma-joins arrays (spec §5), so these accept both forms.

/** "1" / "true" / true → true; "0" / "false" / false → false. */
export const queryBool = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

/** A positive integer id given as a number or a numeric string. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** "3,7,12" (or [3, 7, 12]) → [3, 7, 12]. */
export const commaIds = z
  .union([z.string().regex(/^\d+(,\d+)*$/, 'comma-separated ids'), z.array(idParam)])
  .transform((v) => (typeof v === 'string' ? v.split(',').map(Number) : v));

export const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

/** yyyy-mm-dd, read as a UTC day. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date as YYYY-MM-DD');

/** Money in integer minor units (kopecks, cents). */
export const minorUnits = z.number().int();
