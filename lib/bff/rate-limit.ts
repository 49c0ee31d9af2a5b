import "server-only";
import type pg from "pg";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type LimiterOptions = { keyPrefix: string; points: number; duration: number };
/** Makes a limiter: in this process's memory, or in the PostgreSQL every instance shares. */
export type LimiterStore = (options: LimiterOptions) => Promise<RateLimiterAbstract>;

/** Entries expire with their window (rate-limiter-flexible drops each key when it does), so memory stays bounded. */
export const memoryStore: LimiterStore = async (options) => new RateLimiterMemory(options);

/** The table rate-limiter-flexible keeps counters in; created here (see ensureRateLimitTable), not by it. */
export const RATE_LIMIT_TABLE = "rate_limits";

const tables = new WeakMap<pg.Pool, Promise<void>>();

/**
 * Creates the counters table once per pool, with the library's own columns, under a transaction
 * advisory lock: `CREATE TABLE IF NOT EXISTS` is not safe when instances start together (PostgreSQL
 * answers 23505, 42P07 or 42710 to the losers; the library tolerates only the first), so the console
 * creates it one instance at a time and tells the library it exists.
 */
function ensureRateLimitTable(pool: pg.Pool): Promise<void> {
  let created = tables.get(pool);
  if (!created) {
    created = (async () => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`rampart:${RATE_LIMIT_TABLE}`]);
        await client.query(`CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    })();
    created.catch(() => tables.delete(pool));
    tables.set(pool, created);
  }
  return created;
}

/**
 * Counters in PostgreSQL, so N instances together allow what one would. When the database cannot
 * be reached, each instance falls back to its own memory (the library's insurance limiter) rather
 * than refusing everyone.
 */
export function postgresStore(pool: pg.Pool): LimiterStore {
  return async (options) => {
    await ensureRateLimitTable(pool);
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: "pool",
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
}

function retryAfter(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** A fixed window of `points` calls per key (a session, or an address for signed-out calls). */
export class RateLimiter {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  async take(key: string): Promise<RateDecision> {
    try {
      await this.limiter.consume(key);
      return { allowed: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfter(refusal.msBeforeNext) };
      throw refusal;
    }
  }
}

/** Failures are remembered this long after the first one of a run (a success forgets them). */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

/**
 * Sign-in (and wall-link) attempts: after 5 failures for a key (an account, a device, an address),
 * each further attempt waits 2^(failures-5) seconds, capped at 15 minutes. A success clears the
 * keys it names. Counts and waits live in the limiter store, so they hold across instances.
 */
export class SignInThrottle {
  private constructor(
    private readonly failures: RateLimiterAbstract,
    private readonly blocks: RateLimiterAbstract,
    private readonly freeFailures: number,
    private readonly maxDelaySeconds: number,
  ) {}

  static async create(store: LimiterStore, name: string, freeFailures = 5, maxDelaySeconds = 15 * 60): Promise<SignInThrottle> {
    const failures = await store({ keyPrefix: `${name}-failures`, points: 1_000_000, duration: FAILURE_MEMORY_SECONDS });
    // A key is waiting while it is blocked here; block() sets how long.
    const blocks = await store({ keyPrefix: `${name}-wait`, points: 1, duration: 1 });
    return new SignInThrottle(failures, blocks, freeFailures, maxDelaySeconds);
  }

  /** Seconds to wait before another attempt for any of these keys, or 0. */
  async retryAfterSeconds(keys: string[]): Promise<number> {
    const states = await Promise.all(keys.map((key) => this.blocks.get(key)));
    let wait = 0;
    for (const state of states) {
      if (state && state.consumedPoints > this.blocks.points && state.msBeforeNext > 0) wait = Math.max(wait, retryAfter(state.msBeforeNext));
    }
    return wait;
  }

  async fail(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        const state = await this.failures.penalty(key, 1);
        const beyond = state.consumedPoints - this.freeFailures;
        if (beyond >= 0) await this.blocks.block(key, Math.min(this.maxDelaySeconds, 2 ** Math.min(beyond, 30)));
      }),
    );
  }

  async succeed(keys: string[]): Promise<void> {
    await Promise.all(keys.flatMap((key) => [this.failures.delete(key), this.blocks.delete(key)]));
  }
}
