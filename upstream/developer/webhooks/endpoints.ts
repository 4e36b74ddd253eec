import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERY_LOG_SIZE,
  webhookDeliveryErrors,
  type WebhookDeliveryItem,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@contracts/webhooks';
import type { UpstreamContext } from '../../server/context';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/schema-webhooks';
import { DomainError, fieldError, notFound } from '../../server/errors';
import { assertSpendOne, retryInMinutes } from '../../accounts/failure-counter';
import { refusalOf } from './address-guard';
import { codeportBody } from './enqueue';
import { holdDeliveries, releaseDeliveries } from './held-deliveries';

type Ctx = Pick<UpstreamContext, 'db' | 'config' | 'now'>;

export function toEndpoint(r: Selectable<WebhookEndpointsTable>): WebhookEndpoint {
  return {
    id: r.id,
    url: r.url,
    events: r.events as WebhookEvent[],
    payload_style: r.payload_style,
    paused: r.paused,
    failure_streak: r.failure_streak,
    created_at: r.created_at.toISOString(),
  };
}

/** Rows read through their endpoint (rental callbacks, which have none, are never listed). */
export function toDelivery(r: Selectable<WebhookDeliveriesTable>, endpointId: number): WebhookDeliveryItem {
  return {
    id: r.id,
    endpoint_id: endpointId,
    event: r.event as WebhookDeliveryItem['event'],
    state: r.state,
    status_code: r.status_code,
    attempts: r.attempts,
    sandbox: r.sandbox,
    last_error: r.last_error,
    error_code: webhookDeliveryErrors.find((c) => c === r.error_code) ?? null,
    next_attempt_at: r.next_attempt_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** The endpoint when it is the user's; otherwise a 404 that says nothing about anyone else's. */
export async function ownEndpoint(ctx: Ctx, userId: number, id: number) {
  const row = await ctx.db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Webhook endpoint not found.');
  return row;
}

export async function listEndpoints(ctx: Ctx, userId: number): Promise<WebhookEndpoint[]> {
  const rows = await ctx.db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(toEndpoint);
}

export interface NewEndpoint {
  url: string;
  events: WebhookEvent[];
  payload_style: 'codeport' | 'sms-activate';
}

export async function createEndpoint(ctx: Ctx, userId: number, input: NewEndpoint) {
  const refusal = refusalOf(new URL(input.url), ctx.config.webhooks.allowLocal);
  if (refusal) throw fieldError('url', refusal, 'WEBHOOK_URL_REFUSED');
  const secret = `whsec_${randomBytes(24).toString('hex')}`;
  const row = await ctx.db.transaction().execute(async (trx) => {
    // The user's row lock serialises two concurrent adds, so the limit of 3 holds.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const count = await trx
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_WEBHOOK_ENDPOINTS)
      throw new DomainError(409, 'WEBHOOK_LIMIT', `At most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints per account.`);
    return trx
      .insertInto('webhook_endpoints')
      .values({
        user_id: userId,
        url: input.url,
        events: JSON.stringify([...new Set(input.events)]),
        secret,
        payload_style: input.payload_style,
        created_at: ctx.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { endpoint: toEndpoint(row), secret };
}

export interface EndpointChange {
  events?: WebhookEvent[];
  payload_style?: 'codeport' | 'sms-activate';
  paused?: boolean;
}

export async function updateEndpoint(ctx: Ctx, userId: number, id: number, change: EndpointChange) {
  const now = ctx.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    // Whether it was paused, read under the lock the update takes anyway: `paused: false` on a
    // running endpoint reset its failure streak and made every scheduled retry due at once, so
    // sending it in a loop fired all of a delivery's retries in seconds.
    const before = await trx
      .selectFrom('webhook_endpoints')
      .select('paused')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('Webhook endpoint not found.');
    const resuming = before.paused && change.paused === false;
    const updated = await trx
      .updateTable('webhook_endpoints')
      .set({
        ...(change.events ? { events: JSON.stringify([...new Set(change.events)]) } : {}),
        ...(change.payload_style ? { payload_style: change.payload_style } : {}),
        ...(change.paused !== undefined ? { paused: change.paused } : {}),
        ...(resuming ? { failure_streak: 0 } : {}),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (change.paused === true) await holdDeliveries(trx, id, now);
    // Resuming sends what waited while the endpoint was paused, at once.
    if (resuming) await releaseDeliveries(trx, id, now);
    return updated;
  });
  return toEndpoint(row);
}

export async function deleteEndpoint(ctx: Ctx, userId: number, id: number): Promise<void> {
  await ownEndpoint(ctx, userId, id);
  await ctx.db.deleteFrom('webhook_endpoints').where('id', '=', id).where('user_id', '=', userId).execute();
}

export async function listDeliveries(ctx: Ctx, userId: number, id: number): Promise<WebhookDeliveryItem[]> {
  await ownEndpoint(ctx, userId, id);
  const rows = await ctx.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', id)
    .orderBy('id', 'desc')
    .limit(WEBHOOK_DELIVERY_LOG_SIZE)
    .execute();
  return rows.map((r) => toDelivery(r, id));
}

/** A delivery added by hand: due at once, or held (no next attempt) while the endpoint is paused. */
async function queue(
  ctx: Ctx,
  endpoint: { id: number },
  event: string,
  body: string,
  sandbox = false,
): Promise<WebhookDeliveryItem> {
  const now = ctx.now();
  // Paused or not as of this insert, under a share lock of the endpoint: read earlier, a resume
  // committing in between (its release already run) left the new delivery held on an active
  // endpoint, which nothing would send. A pause or resume updates that row, so it waits for this.
  const row = await ctx.db.transaction().execute(async (trx) => {
    const { paused } = await trx
      .selectFrom('webhook_endpoints')
      .select('paused')
      .where('id', '=', endpoint.id)
      .forShare()
      .executeTakeFirstOrThrow();
    return trx
      .insertInto('webhook_deliveries')
      .values({
        endpoint_id: endpoint.id,
        event,
        body,
        sandbox,
        next_attempt_at: paused ? null : now,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toDelivery(row, endpoint.id);
}

/**
 * Deliveries a user adds by hand (test events, redeliveries): 60 an hour. Without a limit a
 * script could queue them by the hundred thousand for an endpoint that answers slowly, and fill
 * the queue every user's deliveries wait in.
 */
const manualSends = { max: 60, windowMs: 60 * 60_000 };
const tooManyManualSends = retryInMinutes('Too many test events and redeliveries.');

function spendManualSend(ctx: Ctx, userId: number): Promise<void> {
  return assertSpendOne(ctx.db, `webhook-sends:${userId}`, manualSends, ctx.now(), tooManyManualSends);
}

/**
 * The same bytes again as a new delivery (a receiver dedupes on the body's id), sent at once.
 * A delivery the retention job deleted (a month after it finished) is not found, as any other.
 */
export async function redeliver(ctx: Ctx, userId: number, id: number, deliveryId: number) {
  const endpoint = await ownEndpoint(ctx, userId, id);
  const original = await ctx.db
    .selectFrom('webhook_deliveries')
    .select(['event', 'body', 'sandbox'])
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', id)
    .executeTakeFirst();
  if (!original) throw notFound('Delivery not found.');
  await spendManualSend(ctx, userId);
  return queue(ctx, endpoint, original.event, original.body, original.sandbox);
}

export async function sendTestEvent(ctx: Ctx, userId: number, id: number) {
  const endpoint = await ownEndpoint(ctx, userId, id);
  await spendManualSend(ctx, userId);
  const body = codeportBody(
    'webhook.test',
    { endpoint_id: endpoint.id, message: 'Test event from Codeport.' },
    ctx.now(),
  );
  return queue(ctx, endpoint, 'webhook.test', body);
}
