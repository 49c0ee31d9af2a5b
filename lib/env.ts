import "server-only";
import path from "node:path";
import { z } from "zod";
import { resetSingleton, singleton } from "@/lib/singleton";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/** A comma-separated list of TCP ports; empty or unset: the default. */
const portList = (name: string, fallback: string) =>
  optionalString
    .transform((v) => (v ?? fallback).split(",").map((p) => p.trim()))
    .pipe(
      z.array(
        z
          .string()
          .regex(/^\d{1,5}$/, `${name} must be a comma-separated list of port numbers`)
          .transform(Number)
          .pipe(z.number().int().min(1, `${name}: ports are 1 to 65535`).max(65535, `${name}: ports are 1 to 65535`)),
      ),
    );

/** Unset or blank takes the default; anything else must be a whole number in range. */
function wholeNumber(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return optionalString
    .pipe(z.coerce.number<string | undefined>({ error: message }).int(message).min(min, message).max(max, message).optional())
    .transform((v) => v ?? fallback);
}

/** Unset or blank takes the default; anything else must be one of the values. */
function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T, fallback: T[number]) {
  return optionalString.pipe(z.enum(values, { error: `${name} must be one of ${values.join(", ")}` }).optional()).transform((v) => v ?? fallback);
}

/** The embedded service's outcome metric flags (lib/embedded-service/routes/metrics.ts). */
export const EMBEDDED_METRIC_FLAGS = [
  "takedown-time-trend",
  "takedown-time-by-provider",
  "takedown-success-rate",
  "false-positive-rate-by-surface",
  "threat-discovery-source-api",
  "time-to-detection",
] as const;
const DEFAULT_METRICS_OFF = ["time-to-detection"] as const;

const envSchema = z
  .object({
    NODE_ENV: oneOf("NODE_ENV", ["development", "production", "test"], "development"),
    UPSTREAM_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: "UPSTREAM_URL must be the service's v2 base address over http or https, e.g. https://host/api/v2" }).optional(),
    ),
    UPSTREAM_API_KEY: optionalString,
    /** The address people open the console at; alert notifications link back to it (unset: no link). */
    PUBLIC_URL: optionalString.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: "PUBLIC_URL must be the console's address as people open it, over http or https, e.g. https://rampart.example.com",
        })
        .optional(),
    ),
    UPSTREAM_ARRAY_FORMAT: oneOf("UPSTREAM_ARRAY_FORMAT", ["comma", "repeat"], "comma"),
    UPSTREAM_TIMEOUT_MS: wholeNumber("UPSTREAM_TIMEOUT_MS", 100, 120_000, 10_000),
    /** How long an identical snapshot / healthcheck read is reused (coalescing window). */
    UPSTREAM_REUSE_MS: wholeNumber("UPSTREAM_REUSE_MS", 0, 600_000, 10_000),
    DATABASE_URL: optionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a PostgreSQL URL, postgres://user:password@host:5432/database" }).optional(),
    ),
    DATA_DIR: optionalString,
    SESSION_SECRET: optionalString.pipe(z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional()),
    RAMPART_ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(8, "RAMPART_ADMIN_PASSWORD must be at least 8 characters").max(1024, "RAMPART_ADMIN_PASSWORD is at most 1024 characters").optional(),
    ),
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional()),
    /** Requests per minute per session (or per address when signed out) on /api. */
    API_RATE_LIMIT_PER_MINUTE: wholeNumber("API_RATE_LIMIT_PER_MINUTE", 1, 100_000, 600),
    EMBEDDED_VARIANT: oneOf("EMBEDDED_VARIANT", ["standard", "alternate", "sparse"], "standard"),
    EMBEDDED_NOW: optionalString.pipe(z.iso.datetime({ offset: true, error: "EMBEDDED_NOW must be an ISO 8601 time, e.g. 2026-11-01T12:00:00Z" }).optional()),
    /**
     * Outcome metric flags the embedded service switches off for every organization, comma-separated
     * (lib/embedded-service/routes/metrics.ts). Unset: `time-to-detection`, so the demo shows the
     * "not enabled" state beside every other card; `none`: every metric on.
     */
    EMBEDDED_METRICS_OFF: optionalString
      .transform((v) =>
        v === undefined
          ? [...DEFAULT_METRICS_OFF]
          : v === "none"
            ? []
            : v
                .split(",")
                .map((f) => f.trim())
                .filter(Boolean),
      )
      .pipe(z.array(z.enum(EMBEDDED_METRIC_FLAGS, { error: `EMBEDDED_METRICS_OFF lists flags among ${EMBEDDED_METRIC_FLAGS.join(", ")}, or is none` }))),
    /** `off` stops the background queue-history recorder of this instance. */
    HISTORY_RECORDER: oneOf("HISTORY_RECORDER", ["on", "off"], "on"),
    /** Seconds a triage review is held (with Undo) before it is sent to the service. */
    REVIEW_UNDO_SECONDS: wholeNumber("REVIEW_UNDO_SECONDS", 0, 300, 10),
    /** The largest upstream answer read, compressed and inflated alike (bytes). */
    UPSTREAM_MAX_BYTES: wholeNumber("UPSTREAM_MAX_BYTES", 1024, 1024 * 1024 * 1024, 32 * 1024 * 1024),
    /** Who may speak for the client in X-Forwarded-For: empty (nobody), a hop count, or CIDRs (lib/bff/client-address.ts). */
    TRUSTED_PROXIES: optionalString,
    /** Audit events older than this many days are deleted (by one instance, under a lease). */
    AUDIT_RETENTION_DAYS: wholeNumber("AUDIT_RETENTION_DAYS", 1, 36_500, 400),
    LOG_LEVEL: oneOf("LOG_LEVEL", ["fatal", "error", "warn", "info", "debug", "trace", "silent"], "info"),
    /** Encrypts alert channel secrets at rest; generated into DATA_DIR in demo mode. */
    ALERTS_SECRET: optionalString.pipe(z.string().min(32, "ALERTS_SECRET must be at least 32 characters").optional()),
    /** How often the lease holder evaluates alert rules (and how often outboxes are polled). */
    ALERTS_EVALUATE_MS: wholeNumber("ALERTS_EVALUATE_MS", 500, 3_600_000, 60_000),
    /**
     * How long one minute of a rule's For and Keep firing lasts (ms). Only test servers change it
     * (e2e/fixtures/start-server.mjs), so a rule held "1 minute" is seen pending and firing in seconds.
     */
    ALERTS_MINUTE_MS: wholeNumber("ALERTS_MINUTE_MS", 100, 60_000, 60_000),
    /** `off`: this instance neither evaluates alert rules nor sends their notifications (another instance must). */
    ALERT_JOBS: oneOf("ALERT_JOBS", ["on", "off"], "on"),
    /** How often every instance looks for a weekly digest owed and for digest deliveries due again. */
    DIGEST_POLL_MS: wholeNumber("DIGEST_POLL_MS", 500, 3_600_000, 30_000),
    /** A dead-man's switch outside the console (Better Stack, healthchecks.io): called while every job is healthy (lib/jobs/heartbeat.ts). */
    HEARTBEAT_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: "HEARTBEAT_URL must be the heartbeat monitor's http(s) address, e.g. https://hc-ping.com/<uuid>" }).optional(),
    ),
    HEARTBEAT_EVERY_MS: wholeNumber("HEARTBEAT_EVERY_MS", 1_000, 3_600_000, 300_000),
    /** `off`: this instance sends no scheduled digest and retries no digest delivery (another instance must). */
    DIGEST_JOB: oneOf("DIGEST_JOB", ["on", "off"], "on"),
    /**
     * `on`: alert and digest channels may send to link-local and cloud metadata addresses
     * (169.254.0.0/16, fe80::/10, fd00:ec2::254, 168.63.129.16, 100.100.100.200), refused by
     * default (lib/alerts/channels/target-address.ts).
     */
    CHANNELS_ALLOW_METADATA_ADDRESSES: oneOf("CHANNELS_ALLOW_METADATA_ADDRESSES", ["on", "off"], "off"),
    /** The ports the attachment image proxy may fetch from (lib/attachments/fetch-image.ts). */
    ATTACHMENT_ALLOWED_PORTS: portList("ATTACHMENT_ALLOWED_PORTS", "80,443"),
    /** Upstream list calls per minute the background report-index sync may make (0: no sync on this instance). */
    REPORT_INDEX_RATE: wholeNumber("REPORT_INDEX_RATE", 0, 6000, 30),
    /** Calls per minute the threats sync (GET /organization/threats and /organization/watchlist) may make (0: no sync on this instance). */
    THREAT_SYNC_RATE: wholeNumber("THREAT_SYNC_RATE", 0, 6000, 20),
    /** Milliseconds between two incremental reads of the threats feed (and two whole reads of the watchlist). */
    THREAT_SYNC_POLL_MS: wholeNumber("THREAT_SYNC_POLL_MS", 1000, 86_400_000, 300_000),
    /** The secret the service signs its webhooks with (lib/webhooks); unset outside demo mode: deliveries are refused. */
    SERVICE_WEBHOOK_SECRET: optionalString.pipe(z.string().min(16, "SERVICE_WEBHOOK_SECRET must be at least 16 characters").optional()),
    /** The secret before a rotation, still accepted until every delivery signed with it has arrived. */
    SERVICE_WEBHOOK_SECRET_PREVIOUS: optionalString.pipe(z.string().min(16, "SERVICE_WEBHOOK_SECRET_PREVIOUS must be at least 16 characters").optional()),
    /** Event streams (GET /api/live) open at once per session, per user (or wall link) and per process; beyond, 429 and the tab polls. Counted per instance. */
    LIVE_STREAMS_PER_SESSION: wholeNumber("LIVE_STREAMS_PER_SESSION", 1, 10_000, 10),
    LIVE_STREAMS_PER_USER: wholeNumber("LIVE_STREAMS_PER_USER", 1, 10_000, 20),
    LIVE_STREAMS_PER_PROCESS: wholeNumber("LIVE_STREAMS_PER_PROCESS", 1, 100_000, 500),
    /** Report exports (GET /api/exports/reports) running at once per user and per instance; beyond, 429. */
    EXPORTS_PER_USER: wholeNumber("EXPORTS_PER_USER", 1, 1_000, 2),
    EXPORTS_PER_INSTANCE: wholeNumber("EXPORTS_PER_INSTANCE", 1, 10_000, 4),
    /** Service calls per minute every report export together may make (shared by every instance with DATABASE_URL); an export past it waits. */
    EXPORT_CALLS_PER_MINUTE: wholeNumber("EXPORT_CALLS_PER_MINUTE", 1, 100_000, 120),
    /** Webhook deliveries per minute accepted from one sending address (shared by every instance with DATABASE_URL). */
    SERVICE_WEBHOOK_RATE_PER_MINUTE: wholeNumber("SERVICE_WEBHOOK_RATE_PER_MINUTE", 1, 1_000_000, 6_000),
  })
  .superRefine((env, ctx) => {
    // Refinements run even when a field failed: the address may not parse here.
    if (env.UPSTREAM_URL && URL.canParse(env.UPSTREAM_URL)) {
      const url = new URL(env.UPSTREAM_URL);
      if (url.username || url.password) {
        ctx.addIssue({
          code: "custom",
          path: ["UPSTREAM_URL"],
          message: "UPSTREAM_URL must not carry a user name or password: the service's key goes in UPSTREAM_API_KEY",
        });
      }
    }
    if (env.UPSTREAM_URL && !env.UPSTREAM_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["UPSTREAM_API_KEY"],
        message: "UPSTREAM_API_KEY is required when UPSTREAM_URL is set: it is the key the console calls the service with",
      });
    }
    if (env.UPSTREAM_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message:
          "SESSION_SECRET is required when UPSTREAM_URL is set: it seals the session cookies, and is generated only in demo mode; set at least 32 random characters, the same on every instance",
      });
    }
    if (env.SERVICE_WEBHOOK_SECRET_PREVIOUS && !env.SERVICE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SERVICE_WEBHOOK_SECRET_PREVIOUS"],
        message:
          "SERVICE_WEBHOOK_SECRET_PREVIOUS is the secret being rotated out and is accepted only beside a current one: set SERVICE_WEBHOOK_SECRET to the new secret",
      });
    }
  });

export type Env = z.infer<typeof envSchema> & {
  /** Absolute path of the folder holding embedded databases. */
  dataDir: string;
  /** True when no UPSTREAM_URL is set: the embedded service and demo users are used. */
  demoMode: boolean;
};

/** A variable the console cannot start with (lib/startup.ts says so and stops the process). */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => {
      const name = String(i.path[0] ?? "env");
      return `  ${i.message.startsWith(name) ? i.message : `${name}: ${i.message}`}`;
    });
    throw new ConfigurationError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  return {
    ...parsed,
    dataDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), parsed.DATA_DIR ?? ".data"),
    demoMode: !parsed.UPSTREAM_URL,
  };
}

/** The configuration, parsed once. Tests that change process.env call resetEnvForTests(). */
export function getEnv(): Env {
  return singleton("env", () => parseEnv(process.env));
}

export function resetEnvForTests(): void {
  resetSingleton("env");
}
