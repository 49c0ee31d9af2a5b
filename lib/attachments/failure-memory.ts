/**
 * Remembers recent failures by key for `ttlMs`, at most `max` of them: when full, the oldest is
 * forgotten first (every entry lives equally long, so the oldest is also the first to expire).
 */
export class FailureMemory<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(private readonly options: { ttlMs: number; max: number; now?: () => number }) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The failure remembered for `key`, if it is recent enough. */
  recall(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  remember(key: string, value: V): void {
    const now = this.now();
    this.entries.delete(key);
    for (const [oldest, entry] of this.entries) {
      if (entry.until > now && this.entries.size < this.options.max) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until: now + this.options.ttlMs });
  }

  get size(): number {
    return this.entries.size;
  }
}
