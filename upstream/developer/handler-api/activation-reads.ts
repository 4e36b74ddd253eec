import type { Db } from '../../db/database';
import { expireActivations } from '../../commerce/activation-service';
import type { HandlerCall } from './handler-call';
import { refuse } from './tokens';

/** One activation of the key's owner with its latest SMS, as the status actions read it. */
export interface OwnActivation {
  id: number;
  status: 'waiting' | 'code_received' | 'waiting_retry' | 'finished' | 'cancelled' | 'expired';
  phone: string;
  price: number;
  service_id: number;
  country_id: number;
  operator_id: number;
  created_at: Date;
  expires_at: Date;
  sms: { code: string | null; text: string; received_at: Date } | null;
}

const OPEN = new Set(['waiting', 'code_received', 'waiting_retry']);
export const isOpen = (status: string): boolean => OPEN.has(status);

async function read(db: Db, userId: number, id: number): Promise<OwnActivation | undefined> {
  const row = await db
    .selectFrom('activations')
    .select(['id', 'status', 'phone', 'price', 'service_id', 'country_id', 'operator_id', 'created_at', 'expires_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const sms = await latestSms(db, [id]);
  return { ...row, status: row.status as OwnActivation['status'], sms: sms.get(id) ?? null };
}

/**
 * The activation as it stands now: one past its 20 minutes is closed first by the same sweep
 * the lists run (refunded when it had no code), so a polling bot sees STATUS_CANCEL at once.
 */
export async function ownActivation(call: HandlerCall, id: number): Promise<OwnActivation> {
  const { ctx, user, log } = call;
  const userId = user.id;
  let row = await read(ctx.db, userId, id);
  if (row && isOpen(row.status) && row.expires_at <= ctx.now()) {
    await expireActivations(ctx, { userId, log });
    row = await read(ctx.db, userId, id);
  }
  if (!row) throw refuse('NO_ACTIVATION');
  return row;
}

/** The newest SMS of each activation (the protocol shows the last code). */
export async function latestSms(db: Db, ids: number[]): Promise<Map<number, NonNullable<OwnActivation['sms']>>> {
  const out = new Map<number, NonNullable<OwnActivation['sms']>>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('sms_messages')
    .select(['activation_id', 'code', 'text', 'received_at'])
    .where('activation_id', 'in', ids)
    .orderBy('id', 'desc')
    .execute();
  for (const r of rows) {
    if (r.activation_id !== null && !out.has(r.activation_id))
      out.set(r.activation_id, { code: r.code, text: r.text, received_at: r.received_at });
  }
  return out;
}

/** The latest code an activation received (the last SMS that had one). */
export async function lastCode(db: Db, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('sms_messages')
    .select('code')
    .where('activation_id', '=', id)
    .where('code', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.code ?? null;
}
