import "server-only";
import { safeParse, type z } from "zod";
import { searchParamsToRecord } from "@/lib/contract/report-list-request";
import type { Principal } from "@/lib/auth/principal";
import { can, type Permission } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { getLogger } from "@/lib/log/logger";
import { getMetrics, routePattern } from "@/lib/observability/metrics";
import { UpstreamError } from "@/lib/upstream/errors";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import type { UpstreamClient } from "@/lib/upstream/client";
import { beginAudit, endAudit } from "./audit";
import { checkCsrf, isFormPost } from "./csrf";
import { ApiError, badRequest, errorResponse, forbidden, issuesFromZod, jsonResponse, toApiError, unauthorized } from "./errors";
import { checkMetricsToken } from "./metrics-token";
import { selectedOrganization } from "./organization";
import { takeApiAllowance } from "./limits";
import { clientAddress } from "./client-address";
import { readFormBody, readJsonBody } from "./read-input";
import { newRequestId } from "./request-id";
import { ServerTiming } from "./server-timing";

/**
 * `public`: no session needed (sign-in, liveness). `metrics`: the scraper's bearer token.
 * Otherwise a permission of DESIGN.md's role table.
 */
export type RoutePermission = Permission | "public" | "metrics";

export type HandlerContext = {
  principal: Principal | null;
  requestId: string;
  request: Request;
  upstream: () => UpstreamClient;
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
  /** Where the v2 `slug` goes: the organization chosen in the shell fills it when the caller left it out. */
  org?: "query" | "body";
  call: (input: { params: Out<P>; query: Out<Q>; body: Out<B> }, ctx: HandlerContext) => Promise<R>;
};

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

function authorize(permission: RoutePermission, wall: boolean, principal: Principal | null, request: Request): ApiError | null {
  if (permission === "public") return null;
  if (permission === "metrics") return checkMetricsToken(request);
  if (!principal) return unauthorized();
  if (principal.kind === "wall") return wall ? null : forbidden("A wall-screen link can only read the wall");
  return can(principal.role, permission) ? null : forbidden();
}

function parseWith(schema: Schema | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = safeParse(schema, value);
  if (!result.success) throw badRequest(`Invalid ${where}`, issuesFromZod(result.error, where));
  return result.data;
}

/** The one wrapper every /api route goes through: CSRF, session, permission, input, call, errors, audit. */
export function route<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R>(
  spec: RouteSpec<P, Q, B, R>,
) {
  const handle = async (request: Request, context?: NextRouteContext): Promise<Response> => {
    const requestId = newRequestId();
    const timing = new ServerTiming();
    const log = getLogger().child({ requestId, method: request.method, path: new URL(request.url).pathname });
    let principal: Principal | null = null;
    let auditId: number | null = null;
    let response: Response;
    let refusal: ApiError | undefined;
    const formPost = spec.form !== undefined && isFormPost(request);
    let form: URLSearchParams | undefined;
    const readBody = async () => {
      if (!formPost) return readJsonBody(request);
      form = await readFormBody(request);
      const fields = form;
      return Object.fromEntries(spec.form!.fields.filter((name) => fields.has(name)).map((name) => [name, fields.get(name)]));
    };
    try {
      const csrf = checkCsrf(request, { acceptsForm: spec.form !== undefined });
      if (csrf) throw csrf;
      principal = spec.permission === "public" || spec.permission === "metrics" ? null : await readPrincipal();
      // Per session; signed-out calls (public routes, or on their way to a 401) per address.
      const rate = await takeApiAllowance(principal, request);
      if (!rate.allowed) {
        throw new ApiError(429, "RATE_LIMITED", "Too many requests from this session; wait and try again", undefined, {
          "Retry-After": String(rate.retryAfterSeconds),
        });
      }
      const denied = authorize(spec.permission, spec.wall ?? false, principal, request);
      if (denied) throw denied;
      timing.mark("session");

      const params = parseWith(spec.params, (await context?.params) ?? {}, "path") as Out<P>;
      const search = new URL(request.url).searchParams;
      if (!spec.query && search.size > 0) throw badRequest("This endpoint takes no query parameters");
      const query = parseWith(spec.query, searchParamsToRecord(search), "query") as Out<Q>;
      const body = parseWith(spec.body, spec.body ? await readBody() : undefined, "body") as Out<B>;
      const input = { params, query, body };
      applySelectedOrganization(spec.org === "query" ? query : spec.org === "body" ? body : undefined, request);
      timing.mark("input");

      if (spec.audit) {
        auditId = await beginAudit({
          principal,
          action: typeof spec.audit.action === "function" ? spec.audit.action({ params, body }) : spec.audit.action,
          target: spec.audit.target?.({ params, body }),
          input: body,
          requestId,
          ip: clientAddress(request),
        });
      }
      const result = await spec.call(input, { principal, requestId, request, upstream: getUpstreamClient });
      timing.mark("call");
      if (formPost) response = seeOther(spec.form!.success(form!), requestId);
      else response = result instanceof Response ? withApiHeaders(result, requestId) : jsonResponse(result, spec.successStatus ?? 200, requestId);
    } catch (error) {
      if (error instanceof UpstreamError) getMetrics().upstreamErrors.inc({ kind: error.kind });
      const apiError = request.signal.aborted ? CLIENT_GONE : toApiError(error);
      refusal = apiError;
      if (apiError.status >= 500) log.error({ err: error instanceof ApiError ? undefined : errorDetails(error), code: apiError.code }, "request failed");
      response = formPost && form ? seeOther(spec.form!.failure(form, apiError), requestId) : errorResponse(apiError, requestId);
    }
    if (auditId !== null) {
      // A form post is answered 303 either way; the audit keeps the status of the outcome.
      const outcome = refusal?.status ?? (formPost ? (spec.successStatus ?? 200) : response.status);
      await endAudit(auditId, outcome).catch((err) => log.error({ err: errorDetails(err) }, "audit completion failed"));
    }
    timing.mark("respond");
    response.headers.set("Server-Timing", timing.header());
    const seconds = timing.elapsedMs() / 1000;
    const labels = { route: routePattern(new URL(request.url).pathname), method: request.method };
    getMetrics().httpRequests.inc({ ...labels, status: String(response.status) });
    getMetrics().httpDuration.observe(labels, seconds);
    log.info({ status: response.status, ms: Math.round(seconds * 1000), user: principalLabel(principal) }, "api");
    return response;
  };
  // Declarations stay readable from outside, so tests can check every route against the role table.
  return Object.assign(handle, { permission: spec.permission, wall: spec.wall ?? false });
}

function applySelectedOrganization(target: unknown, request: Request) {
  if (!target || typeof target !== "object") return;
  const record = target as { slug?: unknown };
  if (record.slug !== undefined) return;
  const slug = selectedOrganization(request);
  if (slug) record.slug = slug;
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
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Request-Id", requestId);
  return response;
}

function errorDetails(error: unknown) {
  return error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { value: String(error) };
}
