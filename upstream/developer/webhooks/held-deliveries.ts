import type { Db } from '../../db/database';

/**
 * A paused endpoint's pending deliveries wait with no next attempt (null) until it is resumed
 * (updateEndpoint makes them due again). The sender's claim finds due rows through
 * webhook_deliveries_due (state, next_attempt_at) and only then drops a paused endpoint's, so a
 * backlog left due there was read again at every claim, every second: with 50,000 such rows a
 * claim took 31 ms instead of 3.
 *
 * Call it in the transaction that pauses, which holds the endpoint's row. Rows locked meanwhile
 * are skipped, not waited for: the sender recording an attempt locks its delivery and then the
 * endpoint (its failure streak), so waiting here could deadlock with it. It sees the pause when
 * it gets the endpoint and holds its own delivery then (sender.ts, record); a row locked by a
 * claim is in flight next, and gets there too.
 */
export function holdDeliveries(trx: Db, endpointId: number, now: Date): Promise<void> {
  return setNextAttempt(trx, endpointId, null, now);
}

/**
 * Resuming: the endpoint's held deliveries are due now. Rows locked meanwhile are skipped for the
 * same reason as above: resuming holds the endpoint's row, and waiting on a delivery the sender
 * is recording (which then wants the endpoint for its failure streak) deadlocked the two. A
 * locked row is in flight, and its record sets its next attempt itself.
 *
 * Held rows only (no next attempt): a retry scheduled for later keeps its backoff, and a row
 * leased to a sender (its next attempt the lease's end) is not made due while it is in flight.
 */
export function releaseDeliveries(trx: Db, endpointId: number, now: Date): Promise<void> {
  return setNextAttempt(trx, endpointId, now, now, { heldOnly: true });
}

/**
 * Every pending delivery of the endpoint that no one else holds (or only the held ones among
 * them): its next attempt, `at` (or none).
 */
async function setNextAttempt(
  trx: Db,
  endpointId: number,
  at: Date | null,
  now: Date,
  { heldOnly = false } = {},
): Promise<void> {
  await trx
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: at, updated_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('endpoint_id', '=', endpointId)
        .where('state', '=', 'pending')
        .$if(heldOnly, (q) => q.where('next_attempt_at', 'is', null))
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}
