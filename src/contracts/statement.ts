import { z } from 'zod';
import { defineRoute } from './route';
import { isoDay, minorUnits } from './commerce-query';
import { listQuery, paginated } from './list-query';
import { statementTypes } from './statement-types';

/**
 * The balance statement (issue 15): every movement of the user's balance from the ledger,
 * newest first, each with the balance right after it, so the newest one's `balance_after`
 * is the balance the header shows. Amounts are minor units (negative for money out), shown
 * with the answer's `currency` the way the UI shows every amount (architecture, "Money").
 */
export const statementType = z.enum(statementTypes);
export type StatementType = z.infer<typeof statementType>;

/** What a movement refers to: activation and rent ids, a payment's transaction id, a withdrawal id. */
export const statementReferenceType = z.enum([
  'activation',
  'rent',
  'rent_extension',
  'payment',
  'referral_withdrawal',
  'reward',
  'other',
]);

const filters = {
  type: statementType.optional(),
  /** First day of the period, yyyy-mm-dd (the `Zone` header's day, UTC without one), inclusive. */
  from: isoDay.optional(),
  /** Last day of the period, yyyy-mm-dd (the `Zone` header's day, UTC without one), inclusive. */
  to: isoDay.optional(),
};
const periodInOrder = <T extends { from?: string; to?: string }>(q: T) => !q.from || !q.to || q.from <= q.to;
const periodMessage = { message: 'The period must start on or before its last day.', path: ['to'] };

export const statementQuery = listQuery.extend(filters).refine(periodInOrder, periodMessage);
export type StatementQuery = z.infer<typeof statementQuery>;
export const statementExportQuery = z
  .object({ ...filters, search: listQuery.shape.search })
  .refine(periodInOrder, periodMessage);
export type StatementExportQuery = z.infer<typeof statementExportQuery>;

export const statementEntry = z.object({
  id: z.number().int(),
  /** ISO timestamp of the movement. */
  date: z.string(),
  type: statementType,
  /** The ledger's own reference, e.g. "activation:12", "payment:tx_…". Search matches it. */
  reference: z.string(),
  reference_type: statementReferenceType,
  /** The activation/rent/withdrawal id or the payment's transaction id. */
  reference_id: z.string(),
  /** Signed minor units: positive in, negative out. */
  amount: minorUnits,
  /** The balance right after this movement, minor units. */
  balance_after: minorUnits,
});
export type StatementEntry = z.infer<typeof statementEntry>;

export const statementResponse = paginated(statementEntry).extend({
  status: z.literal(true),
  /** The user's balance now: equals the newest movement's balance_after. */
  balance: minorUnits,
  currency: z.enum(['usd', 'rub']),
});

export const getStatement = defineRoute({
  id: 'statement.list',
  method: 'GET',
  path: '/api/balance-statement',
  auth: 'user',
  apiKey: true,
  query: statementQuery,
  response: statementResponse,
  summary:
    'Every movement of the balance, newest first, with the balance after each; filter by type, period (from/to days) and reference.',
});

/** The JSON form of the export (what the BFF relays); other clients get the file itself. */
export const statementExportResponse = z.object({
  status: z.literal(true),
  filename: z.string(),
  content_type: z.literal('text/csv'),
  csv: z.string(),
});

/**
 * The most rows one export holds: the file is built in memory at both ends, so an account with
 * years of bot traffic must ask for a period at a time.
 */
export const STATEMENT_EXPORT_MAX_ROWS = 50_000;

export const exportStatement = defineRoute({
  id: 'statement.export',
  method: 'GET',
  path: '/api/balance-statement/export',
  auth: 'user',
  apiKey: true,
  query: statementExportQuery,
  response: statementExportResponse,
  summary:
    "The statement with the same filters, every row (at most 50,000: more answers 422 `EXPORT_TOO_LARGE`, export a shorter period), as CSV: `text/csv` with a filename (Content-Disposition), or with `Accept: application/json` the file inside a JSON answer. Its dates are ISO 8601 on the `Zone` header's clock with their offset (2026-03-10T08:00:00.000+13:00), UTC without one.",
});

export const statementRoutes = [getStatement, exportStatement];
