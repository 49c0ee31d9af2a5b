import "server-only";

export type UpstreamErrorKind = "http" | "auth" | "server" | "network" | "timeout" | "contract";

export type UpstreamErrorIssue = { message: string; path?: (string | number)[] };

/** Why the service did not take one asset of a filing (a 422's `data.errors[]`, lib/contract/filing.ts). */
export type UpstreamAssetRefusal = { asset: string | null; errorType: string; message: string | null; suggestion: string | null };

export const MAX_ERROR_MESSAGE_LENGTH = 500;
const MAX_ISSUES = 50;

export type UpstreamErrorInit = {
  kind: UpstreamErrorKind;
  code: string;
  message: string;
  status?: number;
  issues?: UpstreamErrorIssue[];
  retryAfter?: string;
  refusals?: UpstreamAssetRefusal[];
  cause?: unknown;
};

export function truncate(text: string, max = MAX_ERROR_MESSAGE_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * A failed call to the v2 service. Holds only what was parsed from the answer (code, message,
 * issues) — never the raw body, which could be large or carry content nobody should echo.
 *
 * - `http`: 4xx other than 401 (400/403/404/409/429…), with the upstream status, code and message
 * - `auth`: 401, the service refused the console's key
 * - `server`: 5xx, a redirect, or a 2xx whose body is not JSON
 * - `network`: the connection failed (or the caller aborted)
 * - `timeout`: no answer within the configured time
 * - `contract`: a 2xx JSON answer that does not match the expected shape
 */
const BRAND = Symbol.for("rampart.upstream-error");

export class UpstreamError extends Error {
  /**
   * Next bundles instrumentation and each route separately, so the process-wide client (made by
   * whichever bundle came first) can throw another bundle's copy of this class. A global brand
   * makes `instanceof` hold across copies.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }

  readonly [BRAND] = true;
  readonly kind: UpstreamErrorKind;
  readonly status?: number;
  readonly code: string;
  readonly issues?: UpstreamErrorIssue[];
  readonly retryAfter?: string;
  /** A refused filing's per-asset reasons (already capped and truncated by their reader). */
  readonly refusals?: UpstreamAssetRefusal[];

  constructor(init: UpstreamErrorInit) {
    super(truncate(init.message), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "UpstreamError";
    this.kind = init.kind;
    this.code = truncate(init.code, 100);
    if (init.status !== undefined) this.status = init.status;
    if (init.issues !== undefined) {
      this.issues = init.issues.slice(0, MAX_ISSUES).map((issue) => ({
        message: truncate(issue.message),
        ...(issue.path ? { path: issue.path } : {}),
      }));
    }
    if (init.retryAfter !== undefined) this.retryAfter = truncate(init.retryAfter, 100);
    if (init.refusals !== undefined && init.refusals.length > 0) this.refusals = init.refusals;
  }
}
