/**
 * Failed sign-ins per account, Laravel's way: after `maxAttempts` failures inside
 * `decayMs` the account's password sign-in is refused until the window ends, so a
 * password (or a 6-digit TOTP) cannot be guessed at request speed. Kept in memory: the
 * reference upstream is one process, and a restart forgetting a lockout is harmless.
 * Keyed by the lower-cased email, not the IP: every request arrives from the BFF.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxAttempts = 5,
    private readonly decayMs = 60_000,
    /** Upper bound on tracked keys; expired entries are dropped first. */
    private readonly maxKeys = 50_000,
  ) {}

  private key(email: string): string {
    return email.trim().toLowerCase();
  }

  /** Seconds until the account may try again, or 0 when it may try now. */
  retryAfter(email: string, now: Date): number {
    const entry = this.failures.get(this.key(email));
    if (!entry || entry.resetAt <= now.getTime() || entry.count < this.maxAttempts) return 0;
    return Math.ceil((entry.resetAt - now.getTime()) / 1000);
  }

  fail(email: string, now: Date): void {
    const key = this.key(email);
    const at = now.getTime();
    const entry = this.failures.get(key);
    if (entry && entry.resetAt > at) {
      entry.count += 1;
      return;
    }
    if (this.failures.size >= this.maxKeys) this.prune(at);
    this.failures.set(key, { count: 1, resetAt: at + this.decayMs });
  }

  clear(email: string): void {
    this.failures.delete(this.key(email));
  }

  private prune(at: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= at) this.failures.delete(key);
    // Still full of live entries (a spray over many emails): forget the oldest.
    while (this.failures.size >= this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }
}
