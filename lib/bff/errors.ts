import "server-only";
import { ZodError } from "zod";
import {
  API_ERROR_STATUS,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiIssue,
  type ErrorCode,
  type ServiceStatus,
  type StatusOf,
  serviceErrorCode,
} from "@/lib/api/errors";
import { jsonBody } from "@/lib/frozen-value";
import { UpstreamError } from "@/lib/upstream/errors";

export type { ApiIssue } from "@/lib/api/errors";

/**
 * An error a handler raises on purpose, already in the console's terms: a code of the closed set
 * in lib/api/errors.ts with the status the map gives it (the compiler checks the pair).
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  /**
   * Set when whoever raised it has logged it already, at the level it deserves (a fault of
   * content the console was asked to fetch, not of the console): the route wrapper then does not
   * log it again as a failed request.
   */
  logged = false;

  constructor(
    readonly status: StatusOf<C>,
    readonly code: C,
    message: string,
    readonly issues?: ApiIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** An error of one of the console's codes, with the status the map gives it. */
export function apiError<C extends ApiErrorCode>(code: C, message: string, issues?: ApiIssue[]): ApiError<C> {
  // The map indexed by a generic code is not narrowed by the compiler; StatusOf<C> is that same entry.
  return new ApiError<C>(API_ERROR_STATUS[code] as StatusOf<C>, code, message, issues);
}

const REFUSAL_CODES = { 403: "FORBIDDEN", 404: "NOT_FOUND", 409: "CONFLICT" } as const;

/** A refusal a feature names by its status alone (403, 404 or 409), with that status's code. */
export const refusal = (status: keyof typeof REFUSAL_CODES, message: string) => apiError(REFUSAL_CODES[status], message);

export const badRequest = (message: string, issues?: ApiIssue[]) => new ApiError(400, "BAD_REQUEST", message, issues);
export const unauthorized = () => new ApiError(401, "UNAUTHORIZED", "Sign in to continue");
export const forbidden = (message = "Your role does not allow this action") => new ApiError(403, "FORBIDDEN", message);
/** A feature this console's configuration leaves unusable; the message says what to set and why (never a 500). */
export const notConfigured = (message: string) => new ApiError(503, "NOT_CONFIGURED", message);

export function issuesFromZod(error: ZodError, prefix?: string): ApiIssue[] {
  return error.issues.slice(0, 20).map((issue) => ({
    message: issue.message,
    path: [...(prefix ? [prefix] : []), ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
  }));
}

const UPSTREAM_PASS_THROUGH = new Set<number>([400, 403, 404, 409, 429] satisfies ServiceStatus[]);

/** Maps anything a handler threw to the status, code and message the browser sees. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return badRequest("Input validation failed", issuesFromZod(error));
  if (error instanceof UpstreamError) {
    switch (error.kind) {
      case "http":
        if (error.status && UPSTREAM_PASS_THROUGH.has(error.status)) {
          const headers = error.status === 429 && error.retryAfter ? { "Retry-After": error.retryAfter } : undefined;
          return new ApiError(error.status as ServiceStatus, serviceErrorCode(error.code), error.message, error.issues, headers);
        }
        return new ApiError(502, "UPSTREAM_ERROR", "The service answered with an unexpected status");
      case "auth":
        return new ApiError(502, "UPSTREAM_AUTH", "The service refused the console's API key; an operator must check the key the console is configured with");
      case "timeout":
        return new ApiError(504, "UPSTREAM_TIMEOUT", "The service did not answer in time");
      case "server":
        if (error.code === "UPSTREAM_TOO_LARGE") return new ApiError(502, "UPSTREAM_TOO_LARGE", "The service's answer was larger than the console accepts");
        return new ApiError(502, "UPSTREAM_ERROR", "The service is unavailable or answered with an error");
      case "contract":
        return new ApiError(502, "UPSTREAM_CONTRACT", "The service answered in a form the console does not understand");
      default:
        return new ApiError(502, "UPSTREAM_ERROR", "The service is unavailable or answered with an error");
    }
  }
  return new ApiError(500, "INTERNAL_SERVER_ERROR", "Internal server error");
}

export function errorResponse(error: ApiError, requestId: string, extraHeaders?: Headers): Response {
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.issues && error.issues.length > 0 ? { issues: error.issues } : {}),
      requestId,
    },
  };
  const headers = new Headers(extraHeaders);
  for (const [k, v] of Object.entries(error.headers ?? {})) headers.set(k, v);
  return jsonResponse(body, error.status, requestId, headers);
}

export function jsonResponse(body: unknown, status: number, requestId: string, headers?: Headers): Response {
  const h = new Headers(headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  h.set("Cache-Control", "no-store");
  h.set("X-Request-Id", requestId);
  return new Response(status === 204 ? null : jsonBody(body), { status, headers: h });
}
