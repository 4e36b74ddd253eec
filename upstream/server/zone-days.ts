import { sql, type RawBuilder } from 'kysely';
import { calendarDay } from '@contracts/calendar-day';
import type { Db } from '../db/database';

/**
 * Calendar days in the user's time zone. A date filter ("from 1 Dec to 1 Dec") and a day's
 * statistics mean the user's days: the site sends the browser's IANA zone in the `Zone` header
 * (readClientHeaders checks it); a bot that sends none gets UTC days. The database places the
 * day in time ('at time zone'), DST included, whatever its own session TimeZone.
 */
export const zoneOrUtc = (zone: string | null): string => zone ?? 'UTC';

/** Zones the database was asked about, known or not; bounded like client-headers' checks. */
const known = new Map<string, boolean>();
const KNOWN_MAX = 1_000;

/**
 * The header's zone if the database knows it, else null (UTC days). Intl and the database each
 * carry their own zone list: a name Intl takes ("US/Pacific-New") made the database refuse the
 * statement, a 500. Asked once per zone and process (0.6 ms), remembered after.
 */
export async function databaseZone(db: Db, zone: string | null): Promise<string | null> {
  if (!zone) return null;
  let ok = known.get(zone);
  if (ok === undefined) {
    ok = await sql`select now() at time zone ${zone}`.execute(db).then(
      () => true,
      () => false,
    );
    if (known.size < KNOWN_MAX) known.set(zone, ok);
  }
  return ok ? zone : null;
}

/** The instant `day` (YYYY-MM-DD) begins in `zone`. */
export function dayStart(day: string, zone: string | null): RawBuilder<Date> {
  return sql<Date>`(${day}::date::timestamp at time zone ${zoneOrUtc(zone)})`;
}

/** The instant the day after `day` begins in `zone` (the end of `day`, exclusive). */
export function dayEnd(day: string, zone: string | null): RawBuilder<Date> {
  return sql<Date>`((${day}::date + 1)::timestamp at time zone ${zoneOrUtc(zone)})`;
}

/** `now`'s calendar day in `zone`, YYYY-MM-DD. */
export const dayIn = (now: Date, zone: string | null): string => calendarDay(now, zoneOrUtc(zone));
