import "server-only";
import type { Database } from "better-sqlite3";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { safeParse, type z } from "zod";
import type { WebhookSender } from "./webhooks";

/**
 * Response dialect: `standard` = numeric ids, `nextCursor`, flat errors; `alternate` = string ids,
 * `cursor`, nested errors; `sparse` = the shapes of the service's published docs (see sparse.ts).
 */
export type Variant = "standard" | "alternate" | "sparse";

export type ServiceDeps = {
  db: Database;
  now: () => Date;
  variant: Variant;
  /** Outcome metric flags switched off for every organization (routes/metrics.ts). */
  metricsOff?: readonly string[];
  /** Where the service's webhooks go, and their sending (webhooks.ts). */
  webhooks: WebhookSender;
};

/**
 * The authenticated caller. For an organization key these are its organization. For the
 * staff key (`isStaff`) they are the default organization (acme); staff reach any other
 * organization through `resolveOrganization(c, slug)`.
 */
export type Caller = {
  organizationId: number;
  organizationSlug: string;
  isStaff: boolean;
  apiKeyId: number;
  /** A read-only key: reads only; the filing operations answer 403 (docs/filing.md). */
  readOnly: boolean;
};

export type ServiceEnv = {
  Variables: {
    deps: ServiceDeps;
    /** Set by the auth middleware on every /api/v2 route (absent only on 401/404 paths). */
    caller: Caller;
  };
};

export type ServiceContext = Context<ServiceEnv>;

export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL_SERVER_ERROR"
  /** 501: an operation the service lists but does not run (e.g. a healthcheck without a runner). */
  | "NOT_IMPLEMENTED";

export type ErrorIssue = { message: string; path?: (string | number)[] };

/** Default messages of interface-v2 section 7 (flat form). */
export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  BAD_REQUEST: "Invalid input data",
  UNAUTHORIZED: "Authorization not provided",
  FORBIDDEN: "Insufficient access",
  NOT_FOUND: "Not found",
  CONFLICT: "Conflict",
  TOO_MANY_REQUESTS: "Too many requests",
  INTERNAL_SERVER_ERROR: "Internal server error",
  NOT_IMPLEMENTED: "Not implemented",
};

export const VALIDATION_MESSAGE = "Input validation failed";

/** Thrown anywhere in a handler; the app's error handler turns it into jsonError(...). */
export class ServiceError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message?: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.name = "ServiceError";
  }
}

/** Builds the error body for a dialect: flat `{ code, message, issues? }` or nested `{ error: { code, message } }`. */
export function errorBody(variant: Variant, code: ErrorCode, message: string, issues?: ErrorIssue[]): unknown {
  if (variant === "alternate") return { error: { code, message } };
  // The docs' review errors put the message first.
  if (variant === "sparse") return issues ? { message, code, issues } : { message, code };
  return issues ? { code, message, issues } : { code, message };
}

/** An error response in the variant's form. */
export function jsonError(c: Context, status: ContentfulStatusCode, code: ErrorCode, message?: string, issues?: ErrorIssue[]): Response {
  const variant: Variant = (c.get("deps") as ServiceDeps | undefined)?.variant ?? "standard";
  return c.json(errorBody(variant, code, message ?? DEFAULT_MESSAGES[code], issues) as object, status);
}

/** zod issues → service issues (message + path). */
export function toIssues(error: z.ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({
    message: issue.message,
    path: issue.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
  }));
}

/**
 * Parses `value` with `schema`; on failure throws a 400 BAD_REQUEST ServiceError with
 * message `Input validation failed` (or `message` when given) and the zod issues.
 */
export function validate<S extends z.core.$ZodType>(schema: S, value: unknown, message = VALIDATION_MESSAGE): z.output<S> {
  const result = safeParse(schema, value);
  if (!result.success) throw new ServiceError(400, "BAD_REQUEST", message, toIssues(result.error));
  return result.data;
}

/** The JSON body of a request; an empty body is `{}`, malformed JSON is a 400. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ServiceError(400, "BAD_REQUEST", "Request body is not valid JSON");
  }
}

export type ResolvedOrganization = { id: number; slug: string; name: string };

/**
 * The organization a call acts on. Without `slug`: the caller's own (acme for staff).
 * With `slug`: an organization key may only name its own organization (else 403); the staff
 * key may name any existing one. An unknown slug is 404 for staff and 403 for an org key.
 */
export function resolveOrganization(c: ServiceContext, slug?: string | null): ResolvedOrganization {
  const caller = c.get("caller");
  const { db } = c.get("deps");
  const wanted = slug ?? caller.organizationSlug;
  const org = db.prepare("SELECT id, slug, name FROM organizations WHERE slug = ?").get(wanted) as ResolvedOrganization | undefined;
  if (!caller.isStaff) {
    if (!org || org.id !== caller.organizationId) {
      throw new ServiceError(403, "FORBIDDEN", "This API key has no access to that organization");
    }
    return org;
  }
  if (!org) throw new ServiceError(404, "NOT_FOUND", `Organization ${wanted} not found`);
  return org;
}

/** An id as the dialect writes it: number (standard) or numeric string (alternate, sparse). */
export function formatId(variant: Variant, id: number): number | string;
export function formatId(variant: Variant, id: number | null): number | string | null;
export function formatId(variant: Variant, id: number | null): number | string | null {
  if (id === null) return null;
  return variant === "standard" ? id : String(id);
}
