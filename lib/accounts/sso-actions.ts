import "server-only";
import { cookies } from "next/headers";
import { LOGIN_SECONDS } from "@/lib/auth/oidc/login-transactions";
import { getSignInConfig } from "@/lib/auth/oidc/settings";
import {
  auditSummaryOf,
  beginSsoSignIn,
  completeSsoSignIn,
  SSO_STATE_COOKIE,
  SSO_STATE_COOKIE_PATH,
  type SsoProblem,
  SsoRefusal,
} from "@/lib/auth/oidc/sign-in-flow";
import { startUserSession } from "@/lib/auth/session";
import { clientAddress } from "@/lib/bff/client-address";
import type { HandlerContext } from "@/lib/bff/handler";
import { getDb } from "@/lib/db";
import { recordAuditEvent } from "@/lib/db/audit-events";
import { getLogger } from "@/lib/log/logger";
import { cookiesOf } from "@/lib/request-cookies";
import { safeNextPath } from "@/lib/safe-next";

/**
 * The two steps of "Sign in with <provider>" as route handlers answer them: always a redirect
 * (the browser is on a page, not reading JSON), to the provider, to where the person was going, or
 * back to the sign-in page with the problem in words. Every outcome is in the audit trail.
 */
export async function startSso(next: string | undefined, ctx: HandlerContext): Promise<Response> {
  const settings = getSignInConfig().oidc;
  if (!settings) return toSignIn("sso-off", next);
  try {
    const { location, state } = await beginSsoSignIn(settings, safeNextPath(next));
    await setStateCookie(state, LOGIN_SECONDS);
    return redirect(location);
  } catch (error) {
    if (!(error instanceof SsoRefusal)) throw error;
    await audit(ctx, { outcome: "failure", username: null, summary: { provider: "oidc", problem: error.problem, reason: error.reason } });
    return toSignIn(error.problem, next);
  }
}

export async function finishSso(ctx: HandlerContext): Promise<Response> {
  const settings = getSignInConfig().oidc;
  if (!settings) return toSignIn("sso-off");
  const query = new URL(ctx.request.url).searchParams;
  const clearState = () => setStateCookie("", 0);
  try {
    const result = await completeSsoSignIn(settings, query, cookiesOf(ctx.request).get(SSO_STATE_COOKIE)?.value);
    await startUserSession(result.user);
    await audit(ctx, { outcome: "success", username: result.user.username, role: result.user.role, summary: auditSummaryOf(result) });
    await clearState();
    return redirect(safeNextPath(result.next));
  } catch (error) {
    if (!(error instanceof SsoRefusal)) throw error;
    getLogger().warn({ requestId: ctx.requestId, problem: error.problem, groups: error.who.groups }, `SSO sign-in refused: ${error.reason}`);
    await audit(ctx, {
      outcome: "failure",
      username: error.who.username ?? null,
      summary: { provider: "oidc", problem: error.problem, reason: error.reason, ...(error.who.groups ? { groups: error.who.groups } : {}) },
    });
    await clearState();
    return redirect(signInPath(error.problem));
  }
}

async function audit(ctx: HandlerContext, event: { outcome: "success" | "failure"; username: string | null; role?: string; summary: Record<string, unknown> }) {
  await recordAuditEvent(await getDb(), {
    username: event.username,
    role: event.role ?? null,
    action: "session.sso-sign-in",
    target: event.username,
    inputSummary: event.summary,
    outcome: event.outcome,
    httpStatus: event.outcome === "success" ? 303 : 403,
    requestId: ctx.requestId,
    ip: clientAddress(ctx.request),
  });
}

function signInPath(problem: SsoProblem, next?: string): string {
  const query = new URLSearchParams({ next: safeNextPath(next), problem });
  return `/sign-in?${query}`;
}

function toSignIn(problem: SsoProblem, next?: string): Response {
  return redirect(signInPath(problem, next));
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } });
}

/** Through Next's cookie store, as the session's own cookie is set, so both reach the same answer. */
async function setStateCookie(value: string, maxAge: number): Promise<void> {
  (await cookies()).set(SSO_STATE_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production",
    path: SSO_STATE_COOKIE_PATH,
    maxAge,
  });
}
