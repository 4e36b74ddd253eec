/**
 * The handler API's per-key rate limit: a token bucket per API key, held in this upstream
 * process's memory (each process counts its own requests; the limit is a guard against runaway
 * polling loops, not an accounting record, so it need not survive a restart). A bucket holds
 * BURST requests and refills RATE_PER_SECOND a second: a bot may poll 20 times a second for
 * ever, or send 40 at once after a pause. Time comes from the context's clock, so tests drive it.
 */
export const RATE_PER_SECOND = 20;
export const BURST = 40;

/** The token a limited request reads, in either dialect; documented in docs/developer-api.md. */
export const RATE_LIMITED = 'ERROR_TOO_MANY_REQUESTS';

interface Bucket {
  tokens: number;
  at: number;
}

/** A bucket that has been full this long carries no state worth keeping. */
const IDLE_MS = (BURST / RATE_PER_SECOND) * 1000;
const SWEEP_EVERY = 1000;

export interface KeyLimiter {
  /** Takes one request from the key's bucket: 0 when allowed, else whole seconds until one is. */
  take(key: string, now: Date): number;
}

export function createKeyLimiter(): KeyLimiter {
  const buckets = new Map<string, Bucket>();
  let calls = 0;
  const sweep = (t: number) => {
    for (const [key, b] of buckets) if (t - b.at >= IDLE_MS) buckets.delete(key);
  };
  return {
    take(key, now) {
      const t = now.getTime();
      calls += 1;
      if (calls % SWEEP_EVERY === 0) sweep(t);
      const b = buckets.get(key) ?? { tokens: BURST, at: t };
      // A clock that steps back never adds tokens.
      const tokens = Math.min(BURST, b.tokens + (Math.max(0, t - b.at) / 1000) * RATE_PER_SECOND);
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, at: Math.max(t, b.at) });
        return 0;
      }
      buckets.set(key, { tokens, at: Math.max(t, b.at) });
      return Math.max(1, Math.ceil((1 - tokens) / RATE_PER_SECOND));
    },
  };
}
