import "server-only";
import { safeParse, type z } from "zod";
import { can, type Permission } from "@/lib/auth/permissions";
import type { Principal } from "@/lib/auth/principal";
import { readPrincipal } from "@/lib/auth/session";
import { hstsHeader } from "@/lib/bff/hsts";
import type { OrganizationScope } from "@/lib/contract/organization-scope";
import { searchParamsToRecord } from "@/lib/contract/report-list-request";
import { withoutNul } from "@/lib/contract/text";
import { getLogger } from "@/lib/log/logger";
import { getMetrics } from "@/lib/observability/metrics";
import { routeLabel } from "@/lib/observability/route-patterns";
import { shuttingDown } from "@/lib/shutdown";
import type { UpstreamClient } from "@/lib/upstream/client";
import { UpstreamError } from "@/lib/upstream/errors";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { readOnlyRefusal } from "@/lib/upstream/key-powers";
import { beginAudit, endAudit } from "./audit";
import { clientAddress } from "./client-address";
import { checkCsrf, isFormPost } from "./csrf";
import { ApiError, badRequest, errorResponse, forbidden, issuesFromZod, jsonResponse, toApiError, unauthorized } from "./errors";
import { takeApiAllowance } from "./limits";
import { checkMetricsToken } from "./metrics-token";
import { requestOrganization } from "./organization";
import { checkedQuery } from "./query-memo";
import type { RateDecision } from "./rate-limit";
import { readFormBody, readJsonBody, readRawBody, readUploadBody } from "./read-input";
import { newRequestId } from "./request-id";
import { ServerTiming } from "./server-timing";

/**
 * `public`: no session needed (sign-in, liveness). `metrics`: the scraper's bearer token.
 * `signed`: a machine that signs its raw body (the service's webhooks): no session and no CSRF
 * check (it posts from elsewhere), its own rate limit (`signed.limit`), the body handed to the call
 * as text (`raw`) for the call to verify before anything is parsed or stored.
 * Otherwise a permission of the role table in docs/architecture.md.
 */
export type RoutePermission = Permission | "public" | "metrics" | "signed";

export type HandlerContext = {
  principal: Principal | null;
  requestId: string;
  request: Request;
  upstream: () => UpstreamClient;
  /** Which organization the call acts on: the input's `slug`, else the shell's choice (lib/bff/organization.ts). */
  organization: OrganizationScope;
  /** Names the audit entry's target once the call knows it (a bulk action's items, resolved from a filter). */
  auditTarget: (target: string) => void;
};

// Any zod schema, classic or mini (the report-list filters are written with zod/mini).
type Schema = z.core.$ZodType;
type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/**
 * A route an HTML form may post to (sign-in works without JavaScript). The form's fields are read
 * as the body and checked by the same schema; the browser is answered with a 303 to a page,
 * instead of JSON, both when the call succeeds and when it is refused.
 */
export type FormSpec = {
  /** The fields that make the body; any other field (such as `next`) only steers the redirect. */
  fields: readonly string[];
  success: (form: URLSearchParams) => string;
  failure: (form: URLSearchParams, refusal: ApiError) => string;
};

export type RouteSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R> = {
  permission: RoutePermission;
  /** Whether a wall-screen link may call this route (read-only routes /wall needs). */
  wall?: boolean;
  /**
   * The route changes something on the service: with a key the service says is read-only
   * (`GET /validate`, lib/upstream/key-powers.ts) it answers 403 `READ_ONLY_KEY` before any call.
   */
  write?: true;
  params?: P;
  query?: Q;
  body?: B;
  form?: B extends undefined ? never : FormSpec;
  audit?: {
    /** The action recorded; a function when one route carries several (picked by the input). */
    action: string | ((input: { params: Out<P>; body: Out<B> }) => string);
    target?: (input: { params: Out<P>; body: Out<B> }) => string | undefined;
  };
  successStatus?: number;
  /** With permission `signed`: the cap on the raw body, its own rate limit, and who hears of each refusal (a counter, a log line). */
  signed?: SignedSpec;
  /** Where the v2 `slug` goes: the organization chosen in the shell fills it when the caller left it out. */
  org?: "query" | "body";
  /** A route that takes a file as its body (no JSON body): its bytes, at most `maxBytes`, reach the call as `bytes`. */
  upload?: { maxBytes: number };
  call: (input: { params: Out<P>; query: Out<Q>; body: Out<B>; raw?: string; bytes?: Uint8Array<ArrayBuffer> }, ctx: HandlerContext) => Promise<R>;
};

export type SignedSpec = {
  maxBytes: number;
  limit: (request: Request) => Promise<RateDecision>;
  onRefused: (refusal: ApiError, request: Request) => void;
};

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** What one call carries from step to step. */
type Call = {
  requestId: string;
  timing: ServerTiming;
  /** The request's parsed address, read once. */
  url: URL;
  /** The call's logger, made on first use: most calls log one line, and none when info is off. */
  log: () => ReturnType<typeof getLogger>;
  principal: Principal | null;
  auditId: number | null;
  auditTarget?: string;
  /** Set when the route answers a form post: its fields, for the redirect. */
  form?: URLSearchParams;
  formPost: boolean;
};

/** The one wrapper every /api route goes through: CSRF, session, permission, input, call, errors, audit. */
export function route<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R>(spec: RouteSpec<P, Q, B, R>) {
  const handle = async (request: Request, context?: NextRouteContext): Promise<Response> => {
    const call = startCall(spec, request);
    let response: Response;
    let refusal: ApiError | undefined;
    try {
      if (spec.permission !== "signed") checkOrigin(spec, request);
      call.principal = await readCaller(spec, request);
      await (spec.signed ? limitSigned(spec.signed, request) : limitRate(call.principal, request));
      authorize(spec, call.principal, request);
      if (spec.write) await refuseWithReadOnlyKey();
      call.timing.mark("session");
      const input = await parseInput(spec, request, context, call);
      call.timing.mark("input");
      await beginAuditOf(spec, input, request, call);
      const { organization, ...parts } = input;
      const auditTarget = (target: string) => {
        call.auditTarget = target;
      };
      const result = await spec.call(parts, {
        principal: call.principal,
        requestId: call.requestId,
        request,
        upstream: getUpstreamClient,
        organization,
        auditTarget,
      });
      call.timing.mark("call");
      response = respond(spec, result, call);
    } catch (error) {
      refusal = refusalOf(error, request, call);
      spec.signed?.onRefused(refusal, request);
      response = refuse(spec, refusal, call);
    }
    await endAuditOf(spec, call, response, refusal);
    return finish(request, response, call);
  };
  // Declarations stay readable from outside, so tests can check every route against the role table.
  return Object.assign(handle, { permission: spec.permission, wall: spec.wall ?? false, write: spec.write ?? false });
}

type Input<P, Q, B> = { params: Out<P>; query: Out<Q>; body: Out<B>; raw?: string; bytes?: Uint8Array<ArrayBuffer>; organization: OrganizationScope };

function startCall(spec: { form?: FormSpec }, request: Request): Call {
  const requestId = newRequestId();
  const url = new URL(request.url);
  let log: ReturnType<typeof getLogger> | undefined;
  return {
    requestId,
    timing: new ServerTiming(),
    url,
    log: () => {
      log ??= getLogger().child({ requestId, method: request.method, path: url.pathname });
      return log;
    },
    principal: null,
    auditId: null,
    formPost: spec.form !== undefined && isFormPost(request),
  };
}

function checkOrigin(spec: { form?: FormSpec; upload?: { maxBytes: number } }, request: Request): void {
  const csrf = checkCsrf(request, { acceptsForm: spec.form !== undefined, acceptsUpload: spec.upload !== undefined });
  if (csrf) throw csrf;
}

async function readCaller(spec: { permission: RoutePermission }, request: Request): Promise<Principal | null> {
  return spec.permission === "public" || spec.permission === "metrics" || spec.permission === "signed" ? null : readPrincipal(request);
}

function authorize(spec: { permission: RoutePermission; wall?: boolean }, principal: Principal | null, request: Request): void {
  const denied = refusalFor(spec.permission, spec.wall ?? false, principal, request);
  if (denied) throw denied;
}

function refusalFor(permission: RoutePermission, wall: boolean, principal: Principal | null, request: Request): ApiError | null {
  // A signed call is verified by the route itself, over the raw body it is handed.
  if (permission === "public" || permission === "signed") return null;
  if (permission === "metrics") return checkMetricsToken(request);
  if (!principal) return unauthorized();
  if (principal.kind === "wall") return wall ? null : forbidden("A wall-screen link can only read the wall");
  return can(principal.role, permission) ? null : forbidden();
}

async function refuseWithReadOnlyKey(): Promise<void> {
  const refusal = await readOnlyRefusal();
  if (refusal) throw new ApiError(403, "READ_ONLY_KEY", refusal);
}

/**
 * The API rate limit: one budget per session, shared by /api calls and the server pages'
 * prefetches (`lib/prefetch/server-prefetch.ts`). Signed-out calls reach only public routes
 * (liveness, sign-in with its own backoff) or a 401.
 */
/**
 * Per session; signed-out calls (public routes, or on their way to a 401) per address. A server
 * page's prefetch spends from its session's allowance too (lib/prefetch/server-prefetch.ts).
 */
export async function limitRate(principal: Principal | null, request?: Request): Promise<void> {
  const rate = await takeApiAllowance(principal, request);
  if (!rate.allowed) {
    throw new ApiError(429, "RATE_LIMITED", "Too many requests from this session; wait and try again", undefined, {
      "Retry-After": String(rate.retryAfterSeconds),
    });
  }
}

async function limitSigned(signed: SignedSpec, request: Request): Promise<void> {
  const rate = await signed.limit(request);
  if (!rate.allowed) {
    throw new ApiError(429, "RATE_LIMITED", "Too many deliveries from this address; wait and try again", undefined, {
      "Retry-After": String(rate.retryAfterSeconds),
    });
  }
}

async function parseInput<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R>(
  spec: RouteSpec<P, Q, B, R>,
  request: Request,
  context: NextRouteContext | undefined,
  call: Call,
): Promise<Input<P, Q, B>> {
  const params = parseWith(spec.params, (await context?.params) ?? {}, "path") as Out<P>;
  const search = call.url.searchParams;
  if (!spec.query && search.size > 0) throw badRequest("This endpoint takes no query parameters");
  const querySchema = spec.query;
  const query = (
    querySchema ? checkedQuery(querySchema, call.url.search, () => parseWith(querySchema, searchParamsToRecord(search), "query")) : undefined
  ) as Out<Q>;
  const body = parseWith(spec.body, spec.body ? await readBody(spec, request, call) : undefined, "body") as Out<B>;
  const raw = spec.signed ? await readRawBody(request, spec.signed.maxBytes) : undefined;
  const bytes = spec.upload ? await readUploadBody(request, spec.upload.maxBytes) : undefined;
  const target = spec.org === "query" ? query : spec.org === "body" ? body : undefined;
  const organization = requestOrganization(target !== null && typeof target === "object" ? target : undefined, request);
  return { params, query, body, raw, ...(bytes ? { bytes } : {}), organization };
}

async function readBody(spec: { form?: FormSpec }, request: Request, call: Call): Promise<unknown> {
  if (!call.formPost) return readJsonBody(request);
  const form = await readFormBody(request);
  call.form = form;
  return Object.fromEntries(spec.form!.fields.filter((name) => form.has(name)).map((name) => [name, form.get(name)]));
}

function parseWith(schema: Schema | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const clean = safeParse(withoutNul, value);
  if (!clean.success) throw badRequest(`Invalid ${where}: text must not contain a NUL character`, issuesFromZod(clean.error, where));
  const result = safeParse(schema, value);
  if (!result.success) throw badRequest(`Invalid ${where}`, issuesFromZod(result.error, where));
  return result.data;
}

async function beginAuditOf<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R>(
  spec: RouteSpec<P, Q, B, R>,
  { params, body }: Input<P, Q, B>,
  request: Request,
  call: Call,
): Promise<void> {
  if (!spec.audit) return;
  call.auditId = await beginAudit({
    principal: call.principal,
    action: typeof spec.audit.action === "function" ? spec.audit.action({ params, body }) : spec.audit.action,
    target: spec.audit.target?.({ params, body }),
    input: body,
    requestId: call.requestId,
    ip: clientAddress(request),
  });
}

function respond(spec: { form?: FormSpec; successStatus?: number }, result: unknown, call: Call): Response {
  if (call.formPost) return seeOther(spec.form!.success(call.form!), call.requestId);
  return result instanceof Response ? withApiHeaders(result, call.requestId) : jsonResponse(result, spec.successStatus ?? 200, call.requestId);
}

function refusalOf(error: unknown, request: Request, call: Call): ApiError {
  if (error instanceof UpstreamError) getMetrics().upstreamErrors.inc({ kind: error.kind });
  const apiError = request.signal.aborted ? CLIENT_GONE : toApiError(error);
  // A 503 raised on purpose (NOT_CONFIGURED: a feature this configuration leaves off) is the
  // console answering as designed, said at warn; any other 5xx is a failure.
  if (error instanceof ApiError && apiError.status === 503 && !apiError.logged) call.log().warn({ code: apiError.code }, "request refused: unavailable here");
  else if (apiError.status >= 500 && !apiError.logged)
    call.log().error({ err: error instanceof ApiError ? undefined : errorDetails(error), code: apiError.code }, "request failed");
  return apiError;
}

function refuse(spec: { form?: FormSpec }, refusal: ApiError, call: Call): Response {
  return call.formPost && call.form ? seeOther(spec.form!.failure(call.form, refusal), call.requestId) : errorResponse(refusal, call.requestId);
}

async function endAuditOf(spec: { successStatus?: number }, call: Call, response: Response, refusal: ApiError | undefined): Promise<void> {
  if (call.auditId === null) return;
  // A form post is answered 303 either way; the audit keeps the status of the outcome.
  const outcome = refusal?.status ?? (call.formPost ? (spec.successStatus ?? 200) : response.status);
  await endAudit(call.auditId, outcome, call.auditTarget).catch((err) => call.log().error({ err: errorDetails(err) }, "audit completion failed"));
}

function finish(request: Request, response: Response, call: Call): Response {
  call.timing.mark("respond");
  response.headers.set("Server-Timing", call.timing.header());
  const hsts = hstsHeader(request);
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);
  if (shuttingDown()) response.headers.set("Connection", "close");
  const seconds = call.timing.elapsedMs() / 1000;
  const labels = { route: routeLabel(call.url.pathname), method: request.method };
  getMetrics().httpRequests.inc({ ...labels, status: String(response.status) });
  getMetrics().httpDuration.observe(labels, seconds);
  if (getLogger().isLevelEnabled("info")) {
    call.log().info({ status: response.status, ms: Math.round(seconds * 1000), user: principalLabel(call.principal) }, "api");
  }
  return response;
}

/** The browser went away mid-request (navigation, abort): not a server failure; nobody reads the answer. */
const CLIENT_GONE = new ApiError(499, "CLIENT_CLOSED_REQUEST", "The client closed the request");

function principalLabel(principal: Principal | null): string | undefined {
  if (!principal) return undefined;
  return principal.kind === "user" ? principal.username : `wall:${principal.linkId}`;
}

function seeOther(location: string, requestId: string): Response {
  return withApiHeaders(new Response(null, { status: 303, headers: { Location: location } }), requestId);
}

function withApiHeaders(response: Response, requestId: string): Response {
  // A route that answers with its own Response may set its own caching (the attachment image proxy: private).
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Request-Id", requestId);
  return response;
}

function errorDetails(error: unknown) {
  return error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { value: String(error) };
}
