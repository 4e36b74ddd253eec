import { sql } from 'kysely';
import type { UpstreamContext } from '../../server/context';
import { localeOf } from '../../commerce/entries';
import { notifyUser } from '../../platform/notifications';
import type { Resolve } from './address-guard';
import { postWebhook } from './post-webhook';
import { signatureHeader } from './signature';
import { pausedNotice } from './paused-notice';
import { holdDeliveries } from './held-deliveries';

/**
 * The webhook sender: claims due deliveries with FOR UPDATE SKIP LOCKED (any number of upstream
 * processes may run it), pushes each claimed row's next attempt past a lease so no other worker
 * takes it while it is in flight, then POSTs it outside the transaction and records the result.
 * A process that dies mid-flight leaves the row to be retried when the lease ends: at least once,
 * never twice at the same time.
 */

// The schedule lives with the contracts: the page tells a pause by failures by it.
import {
  WEBHOOK_MAX_ATTEMPTS as MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_S as RETRY_DELAYS_S,
} from '@contracts/webhook-options';

export { MAX_ATTEMPTS, RETRY_DELAYS_S };
/** Deliveries one process sends at once. */
export const BATCH = 20;

export interface SenderOptions {
  /** Tests resolve names themselves (a host that resolves to loopback). */
  resolve?: Resolve;
}

export type SenderCtx = Pick<UpstreamContext, 'db' | 'config' | 'log' | 'now' | 'publish'>;

export interface Claimed {
  id: number;
  /** Whom it goes to: an endpoint's id, or a rental callback's rental id negated. */
  target: number;
  endpoint_id: number | null;
  body: string;
  attempts: number;
  url: string;
  /** Null for a rental callback: the protocol's rent webhook has no secret to sign with. */
  secret: string | null;
  user_id: number | null;
}

/** Whom a delivery goes to, as Claimed.target says. */
const targetOf = sql<number>`coalesce(endpoint_id, -rental_id)`;

/**
 * Claims up to `room` due deliveries, the oldest due of each target, none to a target in `busy`
 * (those this process is sending to now).
 *
 * Why one per target: the queue is shared by every user, and an endpoint that answers just
 * under the timeout with a backlog of due deliveries held every slot of the batch, so everybody
 * else's codes waited behind it. Now a target has at most one delivery in flight per process,
 * and a slow or flooded endpoint delays only its own deliveries.
 */
export async function claim(ctx: SenderCtx, room: number, busy: ReadonlySet<number> = new Set()): Promise<Claimed[]> {
  const now = ctx.now();
  const lease = new Date(now.getTime() + ctx.config.webhooks.timeoutMs + 60_000);
  return ctx.db.transaction().execute(async (trx) => {
    const oldestPerTarget = trx
      .selectFrom('webhook_deliveries')
      .distinctOn(targetOf)
      .select('id')
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) =>
        eb.or([
          eb('endpoint_id', 'in', eb.selectFrom('webhook_endpoints').select('id').where('paused', '=', false)),
          eb('rental_id', 'is not', null),
        ]),
      )
      .$if(busy.size > 0, (q) => q.where(targetOf, 'not in', [...busy]))
      .orderBy(targetOf)
      .orderBy('next_attempt_at');
    const due = await trx
      .selectFrom('webhook_deliveries')
      .select('id')
      // Again here, not only in the subquery: a row another worker claimed and committed while
      // this one waited is re-checked on its new version (READ COMMITTED), and its lease must
      // fail that check; a check by id alone let two workers send one row.
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where('id', 'in', oldestPerTarget)
      .orderBy('next_attempt_at')
      .limit(room)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const rows = await trx
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: lease, attempts: sql`attempts + 1`, updated_at: now })
      .where(
        'id',
        'in',
        due.map((r) => r.id),
      )
      .returning(['id', 'endpoint_id', 'rental_id', 'body', 'attempts'])
      .execute();
    const endpointIds = rows.flatMap((r) => (r.endpoint_id === null ? [] : [r.endpoint_id]));
    const rentalIds = rows.flatMap((r) => (r.rental_id === null ? [] : [r.rental_id]));
    const [endpoints, callbacks] = await Promise.all([
      endpointIds.length === 0
        ? []
        : trx
            .selectFrom('webhook_endpoints')
            .select(['id', 'url', 'secret', 'user_id'])
            .where('id', 'in', endpointIds)
            .execute(),
      rentalIds.length === 0
        ? []
        : trx.selectFrom('rental_callbacks').select(['rental_id', 'url']).where('rental_id', 'in', rentalIds).execute(),
    ]);
    const endpointById = new Map(endpoints.map((e) => [e.id, e]));
    const callbackUrl = new Map(callbacks.map((c) => [c.rental_id, c.url]));
    return rows.map((r) => {
      const endpoint = r.endpoint_id === null ? undefined : endpointById.get(r.endpoint_id);
      return {
        id: r.id,
        target: r.endpoint_id ?? -(r.rental_id ?? 0),
        endpoint_id: r.endpoint_id,
        body: r.body,
        attempts: r.attempts,
        // Both foreign keys cascade, so the target exists while the delivery does.
        url: endpoint?.url ?? (r.rental_id === null ? undefined : callbackUrl.get(r.rental_id)) ?? '',
        secret: endpoint?.secret ?? null,
        user_id: endpoint?.user_id ?? null,
      };
    });
  });
}

/**
 * The result of one attempt, only while that attempt is still the delivery's latest: a worker
 * that stalled past its lease finds a newer claim of the same delivery there (more attempts), and
 * its stale result must not overwrite theirs nor count against the endpoint.
 */
async function record(ctx: SenderCtx, d: Claimed, outcome: Awaited<ReturnType<typeof postWebhook>>): Promise<void> {
  const now = ctx.now();
  const stillOurs = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;
  if (outcome.ok) {
    await ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('webhook_deliveries')
        .set({
          state: 'delivered',
          status_code: outcome.statusCode,
          last_error: null,
          error_code: null,
          next_attempt_at: null,
          updated_at: now,
        })
        .where('id', '=', d.id)
        .where('attempts', '=', d.attempts)
        .executeTakeFirst();
      if (stillOurs(updated) && d.endpoint_id !== null)
        await trx.updateTable('webhook_endpoints').set({ failure_streak: 0 }).where('id', '=', d.endpoint_id).execute();
    });
    return;
  }
  const exhausted = d.attempts >= MAX_ATTEMPTS;
  const delay = RETRY_DELAYS_S[Math.min(d.attempts, RETRY_DELAYS_S.length) - 1] ?? 0;
  const paused = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('webhook_deliveries')
      .set({
        state: exhausted ? 'failed' : 'pending',
        status_code: outcome.statusCode,
        last_error: outcome.error,
        error_code: outcome.code,
        next_attempt_at: exhausted ? null : new Date(now.getTime() + delay * 1000),
        updated_at: now,
      })
      .where('id', '=', d.id)
      .where('attempts', '=', d.attempts)
      .executeTakeFirst();
    // A rental callback has no endpoint to pause: it just stops after the last try.
    if (!stillOurs(updated) || d.endpoint_id === null) return false;
    const endpoint = await trx
      .updateTable('webhook_endpoints')
      .set((eb) => ({ failure_streak: eb('failure_streak', '+', 1) }))
      .where('id', '=', d.endpoint_id)
      .returning('paused')
      .executeTakeFirst();
    if (!exhausted) {
      // Paused while this attempt was in flight: the retry waits with the rest (held-deliveries.ts).
      if (endpoint?.paused)
        await trx.updateTable('webhook_deliveries').set({ next_attempt_at: null }).where('id', '=', d.id).execute();
      return false;
    }
    // Only the delivery that flips the endpoint to paused notifies, not every one that gives up after it.
    const flipped = await trx
      .updateTable('webhook_endpoints')
      .set({ paused: true })
      .where('id', '=', d.endpoint_id)
      .where('paused', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (flipped) await holdDeliveries(trx, d.endpoint_id, now);
    return flipped !== undefined;
  });
  if (paused && d.user_id !== null) {
    const locale = await localeOf(ctx.db, d.user_id);
    const text = pausedNotice[locale] ?? pausedNotice.en;
    await notifyUser(ctx, d.user_id, {
      category: 'system',
      title: text.title,
      body: text.body(d.url),
      link: '/settings/api',
      locale,
    });
  }
}

/** Sends one claimed delivery and records the outcome. */
export async function deliver(ctx: SenderCtx, d: Claimed, options: SenderOptions = {}): Promise<void> {
  const outcome = await postWebhook({
    url: d.url,
    body: d.body,
    timeoutMs: ctx.config.webhooks.timeoutMs,
    allowLocal: ctx.config.webhooks.allowLocal,
    resolve: options.resolve,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Codeport-Webhooks/1',
      ...(d.secret === null ? {} : { 'codeport-signature': signatureHeader(d.secret, ctx.now(), d.body) }),
      'codeport-delivery': String(d.id),
    },
  });
  await record(ctx, d, outcome);
}

/**
 * One pass: claims what is due (one delivery per target, up to BATCH), sends it, records it.
 * Returns how many deliveries were attempted. The running upstream uses the sender loop
 * (sender-loop.ts); tests drive passes one at a time.
 */
export async function runWebhookSender(ctx: SenderCtx, options: SenderOptions = {}): Promise<number> {
  const claimed = await claim(ctx, BATCH);
  await Promise.all(claimed.map((d) => deliver(ctx, d, options)));
  return claimed.length;
}
