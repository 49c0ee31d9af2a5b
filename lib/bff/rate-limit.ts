import "server-only";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter per key (a session, or an address for signed-out calls). In memory,
 * per instance: behind a load balancer each instance allows its own share, which bounds abuse
 * without a shared store.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): RateDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 10_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count <= this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) };
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}

/**
 * Sign-in attempts: after 5 failures for a username or an address, each further attempt waits
 * 2^(failures-5) seconds (capped at 15 minutes). A success clears the username's count.
 */
export class SignInThrottle {
  private failures = new Map<string, { count: number; last: number }>();

  constructor(
    private readonly freeFailures = 5,
    private readonly maxDelayMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before another attempt for any of these keys, or 0. */
  retryAfterSeconds(keys: string[]): number {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const entry = this.failures.get(key);
      if (!entry || entry.count < this.freeFailures) continue;
      const delay = Math.min(this.maxDelayMs, 1000 * 2 ** (entry.count - this.freeFailures));
      wait = Math.max(wait, entry.last + delay - now);
    }
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  fail(keys: string[]) {
    const now = this.now();
    for (const key of keys) {
      const entry = this.failures.get(key) ?? { count: 0, last: now };
      this.failures.set(key, { count: entry.count + 1, last: now });
    }
  }

  succeed(keys: string[]) {
    for (const key of keys) this.failures.delete(key);
  }
}
