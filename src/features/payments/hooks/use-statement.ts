import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { StatementType } from '@contracts/statement';
import { getJson } from '@/lib/http';
import { useListErrorHandler } from './refused-filters';
import { apiPath } from '@/lib/api-client';
import { getStatement } from '@/lib/api-routes/statement';
import { onRealtime } from '@/state/realtime-bus';

export type StatementAnswer = ResponseOf<typeof getStatement>;
export type StatementRow = StatementAnswer['data'][number];

/** Spec §9: histories show 10 a page. */
export const STATEMENT_PAGE_SIZE = 10;

export type StatementFilters = {
  type: StatementType | '';
  /** First and last day of the period, yyyy-mm-dd, '' for open. */
  from: string;
  to: string;
  /** Part of a reference (activation id, transaction id…). */
  search: string;
  page: number;
};

export const defaultStatementFilters = (): StatementFilters => ({ type: '', from: '', to: '', search: '', page: 1 });

export const hasStatementFilters = (f: StatementFilters): boolean =>
  f.type !== '' || f.from !== '' || f.to !== '' || f.search.trim() !== '';

/** The names the upstream gives its field errors (a 422 for an impossible or reversed period). */
export const STATEMENT_FIELDS = ['type', 'from', 'to', 'search'] as const;

/**
 * One page of the balance statement; empty filters are not sent (spec §5). The previous page
 * stays on screen while the next loads, so the table does not jump.
 */
export function useStatement(filters: StatementFilters) {
  const onError = useListErrorHandler();
  return useSWR<StatementAnswer>(
    apiPath(getStatement, { query: { ...filters, per_page: STATEMENT_PAGE_SIZE } }),
    getJson,
    {
      keepPreviousData: true,
      // A refused filter (422) is said at its field by the view (statement-view.tsx).
      onError,
    },
  );
}

/**
 * Every movement changes the balance: when the realtime connection says it moved (a top-up
 * credited, a purchase refunded), the statement on screen is read again.
 */
export function useStatementLive(refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => onRealtime('BalanceTopup', () => latest.current()), []);
}
