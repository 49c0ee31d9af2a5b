import "server-only";
import pg from "pg";
import { HashGate } from "@/lib/auth/hash-gate";
import type { Principal } from "@/lib/auth/principal";
import { getEnv } from "@/lib/env";
import { peekSingleton, resetSingleton, singleton } from "@/lib/singleton";
import { clientAddress } from "./client-address";
import { type LimiterStore, memoryStore, postgresStore, type RateDecision, RateLimiter, SignInThrottle } from "./rate-limit";

export type Limits = {
  /** /api calls per minute, per session (signed-out calls: per address). */
  api: RateLimiter;
  /** Sign-in failures per account, device and address. */
  signIn: SignInThrottle;
  /** Wall-link failures per address. */
  wallLink: SignInThrottle;
  /** Password checks running at once. */
  hashing: HashGate;
  /** The service's webhook deliveries per minute, per sending address (app/api/webhooks/service, SERVICE_WEBHOOK_RATE_PER_MINUTE). */
  webhook: RateLimiter;
  /** The service calls of every report export together, per minute (lib/reports/export-limits.ts, EXPORT_CALLS_PER_MINUTE). */
  exportCalls: RateLimiter;
};

/** Two checks at a time (scrypt takes a libuv thread and 32 MiB each) and a short queue. */
const HASH_CONCURRENCY = 2;
const HASH_QUEUE = 6;

export async function createLimits(store: LimiterStore, apiPerMinute: number, webhookPerMinute = 6_000, exportCallsPerMinute = 120): Promise<Limits> {
  return {
    api: new RateLimiter(await store({ keyPrefix: "api", points: apiPerMinute, duration: 60 })),
    signIn: await SignInThrottle.create(store, "sign-in"),
    wallLink: await SignInThrottle.create(store, "wall-link"),
    hashing: new HashGate(HASH_CONCURRENCY, HASH_QUEUE),
    webhook: new RateLimiter(await store({ keyPrefix: "webhook", points: webhookPerMinute, duration: 60 })),
    exportCalls: new RateLimiter(await store({ keyPrefix: "export-calls", points: exportCallsPerMinute, duration: 60 })),
  };
}

/** This process's limits: in PostgreSQL when DATABASE_URL is set (shared by every instance), else in memory. */
export function getLimits(): Promise<Limits> {
  return singleton("limits", () => {
    const env = getEnv();
    let store = memoryStore;
    if (env.DATABASE_URL) {
      const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4 });
      pool.on("error", () => {});
      store = postgresStore(pool);
    }
    const creating = createLimits(store, env.API_RATE_LIMIT_PER_MINUTE, env.SERVICE_WEBHOOK_RATE_PER_MINUTE, env.EXPORT_CALLS_PER_MINUTE);
    creating.catch(() => {
      if (peekSingleton("limits") === creating) resetSingleton("limits");
    });
    return creating;
  });
}

/** Tests that change the configuration start from fresh limits. */
export function resetLimitsForTests(): void {
  resetSingleton("limits");
}

/** Whose allowance a call spends: its session's, or its address's when signed out. */
export function apiRateKey(principal: Principal | null, request?: Request): string {
  if (!principal) return `ip:${(request && clientAddress(request)) ?? "unknown"}`;
  if (principal.sessionId) return `session:${principal.sessionId}`;
  return principal.kind === "user" ? `user:${principal.userId}` : `wall:${principal.linkId}`;
}

/** Spends one call of the allowance (lib/bff/handler.ts; server pages' prefetches spend from the same). */
export async function takeApiAllowance(principal: Principal | null, request?: Request): Promise<RateDecision> {
  return (await getLimits()).api.take(apiRateKey(principal, request));
}

/** Spends one delivery of the sending address's webhook allowance. */
export async function takeWebhookAllowance(request: Request): Promise<RateDecision> {
  return (await getLimits()).webhook.take(`ip:${clientAddress(request) ?? "unknown"}`);
}

/** Spends one service call of the report exports' allowance of the minute (every export, every instance with DATABASE_URL). */
export async function takeExportCall(): Promise<RateDecision> {
  return (await getLimits()).exportCalls.take("all");
}
