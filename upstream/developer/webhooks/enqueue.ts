import { randomUUID } from 'node:crypto';
import type { WebhookDeliveryEvent, WebhookEvent } from '@contracts/webhooks';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';

/** The two shapes of one event: the Codeport envelope's data, and the sms-activate flat body when the event has one. */
export interface WebhookPayload {
  data: Record<string, unknown>;
  /** `{activationId, service, text, code, country, receivedAt}` for SMS events; absent for the others. */
  smsActivate?: Record<string, unknown>;
}

export function codeportBody(event: WebhookDeliveryEvent, data: Record<string, unknown>, at: Date): string {
  return JSON.stringify({ id: randomUUID(), event, created_at: at.toISOString(), data });
}

/**
 * Queues the event for each of the user's active endpoints that chose it. A sandbox account's
 * events go to its owner's endpoints, marked `"sandbox": true` in either payload style (and on
 * the delivery row, for the log), so one receiver serves both and can always tell them apart. Call it with the
 * transaction that makes the fact true, so a rolled-back fact is never announced and a
 * committed one is never lost; the sender worker does the HTTP. A paused endpoint gets nothing
 * until it is resumed. Returns how many deliveries were queued.
 */
export async function enqueueWebhook(
  trx: Db,
  userId: number,
  event: WebhookEvent,
  payload: WebhookPayload,
  at: Date,
): Promise<number> {
  // One round trip for the account and its (or its owner's) endpoints: this runs inside every
  // purchase transition, and most accounts have no endpoint at all.
  const rows = await trx
    .selectFrom('users as u')
    .leftJoin('webhook_endpoints as e', (join) =>
      join.on((eb) => eb('e.user_id', '=', eb.fn.coalesce('u.sandbox_of', 'u.id'))).on('e.paused', '=', false),
    )
    .select(['u.sandbox_of', 'e.id', 'e.events', 'e.payload_style'])
    .where('u.id', '=', userId)
    .execute();
  const chosen = rows.flatMap((e) =>
    e.id !== null && e.events?.includes(event) ? [{ id: e.id, payload_style: e.payload_style }] : [],
  );
  return enqueueWebhookTo(trx, { sandbox: rows[0]?.sandbox_of != null, endpoints: chosen }, event, payload, at);
}

/** Endpoints that chose an event, and whether the account is a sandbox one. */
interface WebhookTargets {
  /** The account is a sandbox one: its deliveries are marked so. */
  sandbox: boolean;
  endpoints: { id: number; payload_style: string | null }[];
}

async function enqueueWebhookTo(
  trx: Db,
  targets: WebhookTargets,
  event: WebhookEvent,
  payload: WebhookPayload,
  at: Date,
): Promise<number> {
  const { sandbox, endpoints } = targets;
  if (endpoints.length === 0) return 0;
  if (sandbox) payload = markSandbox(payload);
  await trx
    .insertInto('webhook_deliveries')
    .values(
      endpoints.map((e) => ({
        endpoint_id: e.id,
        event,
        body:
          e.payload_style === 'sms-activate' && payload.smsActivate
            ? JSON.stringify(payload.smsActivate)
            : codeportBody(event, payload.data, at),
        sandbox,
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  return endpoints.length;
}

/**
 * A JSON object as text, built in SQL exactly as JSON.stringify writes it: keys in this order, no
 * spaces, strings escaped by to_json (the same escapes as JSON.stringify for text PostgreSQL can
 * hold). json_build_object would write `{"a" : 1}`, which parses the same but is not the text the
 * JS path signs and stores.
 */
export function jsonTextOf(fields: readonly (readonly [string, RawBuilder<unknown>])[]): RawBuilder<string> {
  const parts = fields.map(
    ([key, value], i) =>
      sql`${sql.lit(`${i === 0 ? '{' : ','}${JSON.stringify(key)}:`)} || coalesce(to_json(${value})::text, 'null')`,
  );
  return sql<string>`(${sql.join(parts, sql` || `)} || '}')`;
}

/**
 * enqueueWebhook as a CTE for a statement that already has the account's row (a closing update):
 * the deliveries of a Codeport-style event, their bodies built in SQL (codeportBody's text, with
 * `"sandbox":true` last in data for a sandbox account, as markSandbox adds it), so the fact and its
 * announcement commit in one statement without a transaction around it. Only for events without
 * an sms-activate body: every payload style gets the Codeport envelope.
 */
export function codeportDeliveriesCte(q: {
  name: string;
  event: Exclude<WebhookEvent, 'activation.code_received' | 'rent.sms_received'>;
  at: Date;
  /** FROM items giving one row per event, with the account's users row among them. */
  from: RawBuilder<unknown>;
  account: { id: RawBuilder<unknown>; sandboxOf: RawBuilder<unknown> };
  data: readonly (readonly [string, RawBuilder<unknown>])[];
}): RawBuilder<unknown> {
  const sandbox = sql`(${q.account.sandboxOf} is not null)`;
  const data = jsonTextOf(q.data);
  // `data` without its closing brace, then the sandbox mark, as markSandbox appends it.
  const marked = sql`case when ${sandbox} then left(${data}, -1) || ',"sandbox":true}' else ${data} end`;
  const envelope = jsonTextOf([
    ['id', sql`gen_random_uuid()::text`],
    ['event', sql`${q.event}::text`],
    ['created_at', sql`${q.at.toISOString()}::text`],
  ]);
  return sql`${sql.id(q.name)} as (
    insert into webhook_deliveries (endpoint_id, event, body, sandbox, next_attempt_at, created_at, updated_at)
    select e.id, ${q.event}::text, left(${envelope}, -1) || ',"data":' || ${marked} || '}', ${sandbox},
      ${q.at}::timestamptz, ${q.at}::timestamptz, ${q.at}::timestamptz
    from ${q.from}
    join webhook_endpoints e
      on e.user_id = coalesce(${q.account.sandboxOf}, ${q.account.id}) and not e.paused and e.events ? ${q.event}
    order by e.id
    returning webhook_deliveries.id
  )`;
}

function markSandbox(payload: WebhookPayload): WebhookPayload {
  return {
    data: { ...payload.data, sandbox: true },
    ...(payload.smsActivate ? { smsActivate: { ...payload.smsActivate, sandbox: true } } : {}),
  };
}
