import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { calendarDay, daysBefore } from '@contracts/calendar-day';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { getStatistic } from '@/lib/api-routes/statistics';

export type StatisticAnswer = ResponseOf<typeof getStatistic>;
export type Statistic = StatisticAnswer['data'];

export const STATISTIC_PATH = getStatistic.path;
/** The periods the page offers, in days ending today; the upstream allows up to a year. */
export const STATISTIC_PERIODS = [7, 30, 90, 365] as const;
export type StatisticPeriod = (typeof STATISTIC_PERIODS)[number];

/**
 * The inclusive days of the last `days` days in the user's time zone (the browser's unless
 * given), today included: the contract's from/to, which the upstream reads in the same zone
 * (the BFF's Zone header). UTC days put a New Zealand morning's purchases under yesterday.
 */
export function statisticRange(days: number, now = Date.now(), timeZone?: string): { from: string; to: string } {
  const to = calendarDay(now, timeZone);
  return { from: daysBefore(to, days - 1), to };
}

/** GET /api/user/statistic for the last `days` days. */
export function useStatistic(days: StatisticPeriod) {
  return useSWR<StatisticAnswer>(apiPath(getStatistic, { query: statisticRange(days) }), getJson, {
    keepPreviousData: true,
  });
}
