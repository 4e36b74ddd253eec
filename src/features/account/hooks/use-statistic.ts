import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { getStatistic } from '@/lib/api-routes';

export type StatisticAnswer = ResponseOf<typeof getStatistic>;
export type Statistic = StatisticAnswer['data'];

export const STATISTIC_PATH = getStatistic.path;
/** The periods the page offers, in days ending today; the upstream allows up to a year. */
export const STATISTIC_PERIODS = [7, 30, 90, 365] as const;
export type StatisticPeriod = (typeof STATISTIC_PERIODS)[number];

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The inclusive UTC days of the last `days` days, today included (the contract's from/to). */
export function statisticRange(days: number, now = Date.now()): { from: string; to: string } {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

/** GET /api/user/statistic for the last `days` days. */
export function useStatistic(days: StatisticPeriod) {
  return useSWR<StatisticAnswer>(apiPath(getStatistic, { query: statisticRange(days) }), getJson, {
    keepPreviousData: true,
  });
}
