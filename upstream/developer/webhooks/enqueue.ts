import { randomUUID } from 'node:crypto';
import type { WebhookDeliveryEvent, WebhookEvent } from '@contracts/webhooks';
import type { Db } from '../../db/database';

/** The two shapes of one event: the Codeport envelope's data, and the sms-activate flat body when the event has one. */
export interface WebhookPayload {
  data: Record<string, unknown>;
  /** `{activationId, service, text, code, country, receivedAt}` for SMS events; absent for the others. */
  smsActivate?: Record<string, unknown>;
}

/**
 * A Codeport-style body. Migration 0022's activation_close_noted (0019's steps) writes the same text in SQL for
 * activation.status_changed (a closing call queues its deliveries itself); a change here must be
 * made there too, in a new migration (tests/upstream/commerce-cancel-answer compares the bytes).
 */
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

function markSandbox(payload: WebhookPayload): WebhookPayload {
  return {
    data: { ...payload.data, sandbox: true },
    ...(payload.smsActivate ? { smsActivate: { ...payload.smsActivate, sandbox: true } } : {}),
  };
}
