import type { UpstreamContext } from '../server/context';
import { confirmDemoPayments } from '../payments/demo-gateway';
import { expirePayments } from '../payments/payment-service';
import { expireActivations } from './activation-service';
import { deliverDemoCodes } from './demo-supplier';
import { expireRentals } from './rent-service';
import { purgeSignedRequests } from './signed-request';
import { pruneFailures } from '../accounts/failure-counter';
import { pruneEmailCodes } from '../accounts/email-codes';
import { deliverSandboxCodes } from '../developer/sandbox/sandbox-sms';

/**
 * Background commerce jobs of a running upstream: the expiry sweeper (refunds activations
 * that got no code, ends rentals, expires top-up codes, trims the replay log and ended
 * sign-in throttle windows) and, in the
 * embedded run, the demo SMS supplier and demo payment gateway. Reads also expire the
 * reader's own purchases, so the sweeper only has to be timely, not exact.
 * Every upstream process runs all of them at once: each job coordinates through the database
 * (conditional updates, claims, SKIP LOCKED), never through this process's memory; the table in
 * docs/scaling.md says how, and tests/upstream/multi-process-workers.test.ts races them.
 */
export const SWEEP_INTERVAL_MS = 2_000;

export async function runCommerceJobs(base: UpstreamContext): Promise<void> {
  // Every line a job writes (sweeper, demo supplier's SMS intake, demo gateway's settlement,
  // their realtime publishing) says it came from a worker, not from a request.
  const ctx: UpstreamContext = { ...base, log: base.log.child({ worker: 'commerce' }) };
  const now = ctx.now();
  await expireActivations(ctx, { log: ctx.log });
  await expireRentals(ctx, { log: ctx.log });
  await expirePayments(ctx.db, now, ctx.log);
  await purgeSignedRequests(ctx.db, now);
  // Ended throttle windows: a spray over many emails or addresses must not grow the table forever.
  await pruneFailures(ctx.db, now);
  // Codes a day past their expiry, spent or not (a request for any address typed stores one).
  await pruneEmailCodes(ctx.db, now);
  // The sandbox's fake SMS runs in every deployment: it only ever touches sandbox purchases.
  await deliverSandboxCodes(ctx);
  if (ctx.config.demoSupplier) await deliverDemoCodes(ctx);
  if (ctx.config.demoGateway) await confirmDemoPayments(ctx);
}

/** Starts the jobs on an interval (never overlapping); returns a stop function for shutdown. */
export function startCommerceWorkers(ctx: UpstreamContext, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runCommerceJobs(ctx)
      .catch((err: unknown) => ctx.log.error({ err }, 'commerce jobs failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
