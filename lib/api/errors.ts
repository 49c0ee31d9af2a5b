/**
 * The console's error codes: every code an /api answer can carry, each with its one status. The
 * route wrapper's errors (lib/bff/errors.ts) take a code from here and nothing else; the browser
 * reads a failed answer with `readApiError` (the one parser) into an `ApiClientError`.
 */
export const API_ERROR_STATUS = {
  BAD_REQUEST: 400,
  NOT_A_USER_SESSION: 400,
  NOT_A_WALL_SESSION: 400,
  WRONG_PASSWORD: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  WALL_LINK_INVALID: 401,
  FORBIDDEN: 403,
  /** LOCAL_SIGN_IN=off: only the identity provider signs people in. */
  LOCAL_SIGN_IN_OFF: 403,
  /** A password change for a user the identity provider manages. */
  MANAGED_BY_PROVIDER: 409,
  CSRF_REJECTED: 403,
  /** A write refused before it reaches the service: the service says the console's key is read-only (`write: true` routes, lib/bff/handler.ts). */
  READ_ONLY_KEY: 403,
  ATTACHMENT_NOT_SIGNED: 403,
  ATTACHMENT_REFUSED: 403,
  NOT_FOUND: 404,
  REPORT_NOT_FOUND: 404,
  /** A report the console's index has not reached yet: the page asks again (lib/queries/reports.ts). */
  REPORT_INDEXING: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  LAST_ADMIN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CHANNEL_TEST_FAILED: 422,
  /** An alert rule naming a saved view its author cannot see (another user's private view). */
  SAVED_VIEW_NOT_VISIBLE: 422,
  /** The console's own budget per session. */
  RATE_LIMITED: 429,
  /** The service's limit, passed through with its Retry-After. */
  TOO_MANY_REQUESTS: 429,
  TOO_MANY_ATTEMPTS: 429,
  /** Event streams open at once, per session, user or process (lib/live/live-response.ts): the tab polls instead. */
  TOO_MANY_STREAMS: 429,
  /** Report exports running at once, per user or instance, or the exports' calls of the minute (lib/reports/export-caps.ts). */
  TOO_MANY_EXPORTS: 429,
  CLIENT_CLOSED_REQUEST: 499,
  INTERNAL_SERVER_ERROR: 500,
  UPSTREAM_ERROR: 502,
  UPSTREAM_AUTH: 502,
  UPSTREAM_CONTRACT: 502,
  UPSTREAM_TOO_LARGE: 502,
  ATTACHMENT_UNREACHABLE: 502,
  ATTACHMENT_TOO_LARGE: 502,
  ATTACHMENT_NOT_AN_IMAGE: 502,
  NOT_CONFIGURED: 503,
  UPSTREAM_TIMEOUT: 504,
  ATTACHMENT_TIMEOUT: 504,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** Codes the browser gives a call that got no answer in the console's shape (no /api status). */
export type ClientErrorCode = "NETWORK" | "HTTP_ERROR";

/**
 * A code the service sent with a 4xx the console passes through as the service said it
 * (lib/bff/errors.ts `toApiError`): the service documents a few, and may send others. Branded, so
 * a console code cannot be written as free text: only `serviceErrorCode()` makes one.
 */
export type ServiceErrorCode = string & { readonly __serviceErrorCode: true };

export function serviceErrorCode(code: string): ServiceErrorCode {
  return code as ServiceErrorCode;
}

/** A 4xx of the service the console answers with the service's own status and words. */
export type ServiceStatus = 400 | 403 | 404 | 409 | 429;

/** The status a code is answered with: the map's for the console's codes, the service's for its own. */
export type StatusOf<C> = C extends ApiErrorCode ? (typeof API_ERROR_STATUS)[C] : ServiceStatus;

/** Every code an /api error body can carry. */
export type ErrorCode = ApiErrorCode | ServiceErrorCode;

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(API_ERROR_STATUS, code);
}

export type ApiIssue = { message: string; path?: (string | number)[] };

/** The one error shape that leaves /api. */
export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; issues?: ApiIssue[]; requestId: string };
};

/**
 * What a failed /api call tells the page: the console's one error shape, never an upstream body.
 * Its `code` is what the answer said (one of `ErrorCode`), or a `ClientErrorCode`; compare with
 * `hasErrorCode`, which only takes a known code.
 */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ApiIssue[] = [],
    readonly requestId?: string,
    readonly retryAfter?: string,
  ) {
    super(message);
  }
}

/** Whether an error is a failed /api call with this code. */
export function hasErrorCode(error: unknown, code: ApiErrorCode | ClientErrorCode): error is ApiClientError {
  return error instanceof ApiClientError && error.code === code;
}

export const NETWORK_FAILURE_MESSAGE = "The console could not be reached. Check your connection.";

/**
 * The one reading of a failed answer: its status, the code and words of the console's error body
 * when there is one, and its request id (the body's, else the header's).
 */
export async function readApiError(response: Response, fallbackMessage = `Request failed (${response.status})`): Promise<ApiClientError> {
  const error = field(await response.json().catch(() => null), "error");
  const code = field(error, "code");
  const message = field(error, "message");
  const issues = field(error, "issues");
  const requestId = field(error, "requestId");
  return new ApiClientError(
    response.status,
    typeof code === "string" ? code : "HTTP_ERROR",
    typeof message === "string" ? message : fallbackMessage,
    Array.isArray(issues) ? issues : [],
    typeof requestId === "string" ? requestId : (response.headers.get("X-Request-Id") ?? undefined),
    response.headers.get("Retry-After") ?? undefined,
  );
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === "object" && name in value ? Reflect.get(value, name) : undefined;
}
