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

/**
 * Writes instants as ISO 8601 on the wall clock of `zone`, with its offset
 * (2026-03-10T08:00:00.000+13:00): what a user reads in a file they exported, on the same day as
 * the filter that chose the rows, and still one exact instant for a program. Without a zone (or
 * one Intl does not know), UTC. One formatter for every row of a file: building one per row cost
 * more than the rest of the row.
 */
export function zonedTimestamps(zone: string | null): (at: Date) => string {
  const utc = (at: Date) => at.toISOString();
  if (!zone) return utc;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    return utc;
  }
  return (at) => {
    const parts = format.formatToParts(at);
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    const wall = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
      at.getUTCMilliseconds(),
    );
    const offset = Math.round((wall - at.getTime()) / 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const sign = offset < 0 ? '-' : '+';
    return `${new Date(wall).toISOString().slice(0, -1)}${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  };
}
