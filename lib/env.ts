import "server-only";
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/** A comma-separated list of TCP ports; empty or unset: the default. */
const portList = (fallback: string) =>
  optionalString
    .transform((v) => (v ?? fallback).split(",").map((p) => p.trim()))
    .pipe(z.array(z.string().regex(/^\d{1,5}$/, "a comma-separated list of port numbers").transform(Number).pipe(z.number().int().min(1, "ports are 1 to 65535").max(65535, "ports are 1 to 65535"))));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    UPSTREAM_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    UPSTREAM_API_KEY: optionalString,
    UPSTREAM_ARRAY_FORMAT: z.enum(["comma", "repeat"]).default("comma"),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** How long an identical snapshot / healthcheck read is reused (coalescing window). */
    UPSTREAM_REUSE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: optionalString,
    SESSION_SECRET: optionalString.pipe(z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional()),
    RAMPART_ADMIN_PASSWORD: optionalString,
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional()),
    /** Requests per minute per session (or per address when signed out) on /api. */
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
    EMBEDDED_VARIANT: z.enum(["standard", "alternate", "sparse"]).default("standard"),
    EMBEDDED_NOW: optionalString.pipe(z.iso.datetime({ offset: true }).optional()),
    /** `off` stops the background queue-history recorder of this instance. */
    HISTORY_RECORDER: z.enum(["on", "off"]).default("on"),
    /** Seconds a triage review is held (with Undo) before it is sent to the service. */
    REVIEW_UNDO_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    /** The largest upstream answer read, compressed and inflated alike (bytes). */
    UPSTREAM_MAX_BYTES: z.coerce.number().int().min(1024).max(1024 * 1024 * 1024).default(32 * 1024 * 1024),
    /** Who may speak for the client in X-Forwarded-For: empty (nobody), a hop count, or CIDRs (lib/bff/client-address.ts). */
    TRUSTED_PROXIES: optionalString,
    /** Audit events older than this many days are deleted (by one instance, under a lease). */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Encrypts alert channel secrets at rest; generated into DATA_DIR in demo mode. */
    ALERTS_SECRET: optionalString.pipe(z.string().min(32, "ALERTS_SECRET must be at least 32 characters").optional()),
    /** How often the lease holder evaluates alert rules (and how often outboxes are polled). */
    ALERTS_EVALUATE_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
    /** The ports the attachment image proxy may fetch from (lib/attachments/fetch-image.ts). */
    ATTACHMENT_ALLOWED_PORTS: portList("80,443"),
    /** Upstream list calls per minute the background report-index sync may make (0: no sync on this instance). */
    REPORT_INDEX_RATE: z.coerce.number().int().min(0).max(6000).default(30),
  })
  .superRefine((env, ctx) => {
    if (env.UPSTREAM_URL && !env.UPSTREAM_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["UPSTREAM_API_KEY"], message: "UPSTREAM_API_KEY is required when UPSTREAM_URL is set" });
    }
    if (env.UPSTREAM_URL && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "SESSION_SECRET is required when UPSTREAM_URL is set" });
    }
  });

export type Env = z.infer<typeof envSchema> & {
  /** Absolute path of the folder holding embedded databases. */
  dataDir: string;
  /** True when no UPSTREAM_URL is set: the embedded service and demo users are used. */
  demoMode: boolean;
};

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  return {
    ...parsed,
    dataDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), parsed.DATA_DIR ?? ".data"),
    demoMode: !parsed.UPSTREAM_URL,
  };
}

const cache = globalThis as unknown as { __rampartEnv?: Env };

/** The configuration, parsed once. Tests that change process.env call resetEnvForTests(). */
export function getEnv(): Env {
  cache.__rampartEnv ??= parseEnv(process.env);
  return cache.__rampartEnv;
}

export function resetEnvForTests(): void {
  cache.__rampartEnv = undefined;
}
