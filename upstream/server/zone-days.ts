import { sql, type RawBuilder } from 'kysely';

/**
 * Calendar days in the user's time zone. A date filter ("from 1 Dec to 1 Dec") and a day's
 * statistics mean the user's days: the site sends the browser's IANA zone in the `Zone` header
 * (readClientHeaders checks it); a bot that sends none gets UTC days. The database places the
 * day in time ('at time zone'), DST included, whatever its own session TimeZone.
 */
export const zoneOrUtc = (zone: string | null): string => zone ?? 'UTC';

/** The instant `day` (YYYY-MM-DD) begins in `zone`. */
export function dayStart(day: string, zone: string | null): RawBuilder<Date> {
  return sql<Date>`(${day}::date::timestamp at time zone ${zoneOrUtc(zone)})`;
}

/** The instant the day after `day` begins in `zone` (the end of `day`, exclusive). */
export function dayEnd(day: string, zone: string | null): RawBuilder<Date> {
  return sql<Date>`((${day}::date + 1)::timestamp at time zone ${zoneOrUtc(zone)})`;
}

/** `now`'s calendar day in `zone`, YYYY-MM-DD. */
export function dayIn(now: Date, zone: string | null): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zoneOrUtc(zone) }).format(now);
}
