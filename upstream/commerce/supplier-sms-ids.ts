import type { Db } from '../db/database';
import { isUniqueViolation } from './db-errors';
import type { IntakeResult } from './sms-intake';

/**
 * The supplier's SMS ids (migration 0015): a retry of an SMS already taken in, found by the
 * supplier's id, is answered with what the first attempt did and stores nothing again, for 7 days
 * (the retention job deletes older ids: platform/retention-rules.ts).
 */

/** What the intake did with the SMS of this supplier id, or null when it is new. */
export async function earlierIntake(db: Db, supplierSmsId: string | undefined): Promise<IntakeResult | null> {
  if (supplierSmsId === undefined) return null;
  const row = await db
    .selectFrom('supplier_sms_ids')
    .select(['target_type', 'target_id', 'message_id', 'code'])
    .where('supplier_sms_id', '=', supplierSmsId)
    .executeTakeFirst();
  if (!row) return null;
  const target = row.target_type && row.target_id !== null ? { type: row.target_type, id: row.target_id } : null;
  return { matched: target !== null, target, message_id: row.message_id, code: row.code };
}

/** Notes the supplier id with the SMS's outcome, in the transaction that stores the SMS. */
export async function recordSupplierSmsId(
  trx: Db,
  supplierSmsId: string | undefined,
  result: IntakeResult,
  receivedAt: Date,
): Promise<void> {
  if (supplierSmsId === undefined) return;
  await trx
    .insertInto('supplier_sms_ids')
    .values({
      supplier_sms_id: supplierSmsId,
      target_type: result.target?.type ?? null,
      target_id: result.target?.id ?? null,
      message_id: result.message_id,
      code: result.code,
      received_at: receivedAt,
    })
    .execute();
}

/** Another attempt with the same supplier id committed first (its transaction failed on the key). */
export const isSupplierSmsRetry = (error: unknown) => isUniqueViolation(error, 'supplier_sms_ids_pkey');
