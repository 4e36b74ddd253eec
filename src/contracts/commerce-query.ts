import { z } from 'zod';
import { INT4_MAX, MAX_FILTER_IDS, MAX_PAGE } from './list-limits';

// Query-string helpers shared by the commerce contracts. Query values arrive as strings;
// the BFF drops empty values and comma-joins arrays (spec §5), so these accept both forms.

/** "1" / "true" / true → true; "0" / "false" / false → false. */
export const queryBool = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

/** A positive integer id given as a number or a numeric string. */
export const idParam = z.coerce.number().int().positive().max(INT4_MAX);

const idsMessage = `Each id must be a whole number from 1 to ${INT4_MAX}, at most ${MAX_FILTER_IDS} of them.`;

/**
 * "3,7,12" (or [3, 7, 12]) → [3, 7, 12]. Each id is held to the int4 range like idParam, so
 * `2147483648` is a 422 on the field instead of a query PostgreSQL refuses.
 */
export const commaIds = z
  .union([z.string().regex(/^\d+(,\d+)*$/, 'comma-separated ids'), z.array(idParam)])
  .transform((v, ctx) => {
    const ids = typeof v === 'string' ? v.split(',').map(Number) : v;
    if (ids.length <= MAX_FILTER_IDS && ids.every((id) => id >= 1 && id <= INT4_MAX)) return ids;
    ctx.addIssue({ code: 'custom', message: idsMessage });
    return z.NEVER;
  });

export const pageParam = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);

/** Days the date filters accept; services add a day to `to`, which stays a 4-digit year. */
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9999-12-30';

/** Whether `s` (already YYYY-MM-DD) names a day that exists: no 2024-02-30, no month 13. */
function isCalendarDay(s: string): boolean {
  const time = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === s;
}

/**
 * yyyy-mm-dd: a calendar day, in the `Zone` header's time zone (UTC without one). The format alone lets `2024-13-45` and `0000-00-00` through
 * to a query the database refuses, and `2024-02-30` silently becomes March 1st: the day must
 * exist on the calendar, within 1970–9999.
 */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date as YYYY-MM-DD', abort: true })
  .refine((s) => isCalendarDay(s) && s >= FIRST_DAY && s <= LAST_DAY, {
    message: `The date must be a real calendar day from ${FIRST_DAY} to ${LAST_DAY}.`,
  });

/** Money in integer minor units (kopecks, cents). */
export const minorUnits = z.number().int();

/**
 * The most a purchase or an extension may charge, minor units: the price the buyer saw and agreed
 * to. A dearer one charges nothing and answers 409 PRICE_CHANGED with the price it costs now.
 */
export const maxPrice = minorUnits.nonnegative().max(Number.MAX_SAFE_INTEGER);
