import { BATCH, claim, deliver, type Claimed, type SenderCtx } from './sender';

export const WEBHOOK_INTERVAL_MS = 1_000;

/**
 * The running sender: up to BATCH deliveries in flight, each slot refilled as soon as its
 * delivery is recorded, and every second in any case (for deliveries that fall due).
 *
 * Why not passes: a pass waited for its slowest delivery (up to the timeout) before claiming the
 * next, so one endpoint answering just under the timeout set the pace for everybody. A target
 * already in flight here is not claimed again (sender.ts, claim), so it holds one slot at most.
 * Returns a stop function for shutdown, which waits for what is in flight.
 */
export function startWebhookSender(ctx: SenderCtx, intervalMs = WEBHOOK_INTERVAL_MS): () => Promise<void> {
  const inFlight = new Map<number, Promise<void>>();
  let claiming: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const send = (d: Claimed) => {
    const sending = deliver(ctx, d)
      .catch((err: unknown) => ctx.log.error({ err, deliveryId: d.id }, 'webhook delivery failed'))
      .finally(() => {
        inFlight.delete(d.target);
        fill();
      });
    inFlight.set(d.target, sending);
  };

  function fill(): void {
    if (stopped) return;
    if (claiming) {
      // A slot freed while claiming: look again once this claim is done.
      again = true;
      return;
    }
    const room = BATCH - inFlight.size;
    if (room <= 0) return;
    again = false;
    claiming = claim(ctx, room, new Set(inFlight.keys()))
      .then((claimed) => claimed.forEach(send))
      .catch((err: unknown) => ctx.log.error({ err }, 'webhook sender failed'))
      .finally(() => {
        claiming = null;
        if (again) fill();
      });
  }

  const timer = setInterval(fill, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await claiming;
    await Promise.all(inFlight.values());
  };
}
