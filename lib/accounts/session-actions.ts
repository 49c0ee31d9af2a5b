import "server-only";
import { deviceCookieFor, deviceCookieOf, trustedDeviceOf } from "@/lib/auth/device-cookie";
import { HashGateBusy } from "@/lib/auth/hash-gate";
import { getSignInConfig } from "@/lib/auth/oidc/settings";
import { providerSignOutUrl } from "@/lib/auth/oidc/sign-in-flow";
import { endSession, startUserSession } from "@/lib/auth/session";
import { getSessionSecret } from "@/lib/auth/session-secret";
import { getUserById, verifyCredentials } from "@/lib/auth/users";
import { clientAddress } from "@/lib/bff/client-address";
import { ApiError, apiError } from "@/lib/bff/errors";
import type { HandlerContext } from "@/lib/bff/handler";
import { getLimits } from "@/lib/bff/limits";
import { getDb } from "@/lib/db";
import { recordAuditEvent } from "@/lib/db/audit-events";

const BUSY_RETRY_SECONDS = 1;

export async function signIn(body: { username: string; password: string }, ctx: HandlerContext): Promise<undefined> {
  const db = await getDb();
  const limits = await getLimits();
  const ip = clientAddress(ctx.request);
  if (!getSignInConfig().localSignIn) {
    await recordAuditEvent(db, {
      username: body.username,
      action: "session.sign-in",
      target: body.username,
      inputSummary: { refused: "LOCAL_SIGN_IN=off" },
      outcome: "failure",
      httpStatus: 403,
      requestId: ctx.requestId,
      ip,
    });
    throw apiError("LOCAL_SIGN_IN_OFF", "Sign-in with a password is turned off here (LOCAL_SIGN_IN=off); use the identity provider");
  }
  const username = body.username.trim().toLowerCase();
  const secret = getSessionSecret();
  // A browser that signed in as this user before is counted on its own (lib/auth/device-cookie.ts).
  const device = trustedDeviceOf(deviceCookieOf(ctx.request), username, secret);
  const keys = device ? [`device:${device}`] : [`user:${username}`, `ip:${ip ?? "unknown"}`];
  const refuse = async (wait: number, message: string) => {
    await recordAuditEvent(db, {
      username: body.username,
      action: "session.sign-in",
      target: body.username,
      outcome: "failure",
      httpStatus: 429,
      requestId: ctx.requestId,
      ip,
    });
    return new ApiError(429, "TOO_MANY_ATTEMPTS", message, undefined, { "Retry-After": String(wait) });
  };
  // A held attempt is answered without hashing anything.
  const wait = await limits.signIn.retryAfterSeconds(keys);
  if (wait > 0) throw await refuse(wait, "Too many failed sign-in attempts; wait and try again");
  let user: Awaited<ReturnType<typeof verifyCredentials>>;
  try {
    user = await limits.hashing.run(() => verifyCredentials(db, body.username, body.password), { priority: device !== null });
  } catch (error) {
    if (error instanceof HashGateBusy) throw await refuse(BUSY_RETRY_SECONDS, "Too many sign-ins at once; try again in a moment");
    throw error;
  }
  if (user) await limits.signIn.succeed(device ? [...keys, `user:${username}`] : keys.slice(0, 1));
  else await limits.signIn.fail(keys);
  await recordAuditEvent(db, {
    username: body.username,
    role: user?.role ?? null,
    action: "session.sign-in",
    target: body.username,
    inputSummary: null,
    outcome: user ? "success" : "failure",
    httpStatus: user ? 204 : 401,
    requestId: ctx.requestId,
    ip,
  });
  if (!user) throw new ApiError(401, "INVALID_CREDENTIALS", "Wrong username or password");
  await startUserSession(user, { deviceCookie: deviceCookieFor(user.username, secret) });
  return undefined;
}

export async function whoAmI(ctx: HandlerContext) {
  const p = ctx.principal;
  if (!p) return null;
  return p.kind === "user" ? { kind: "user", username: p.username, role: p.role } : { kind: "wall", name: p.name };
}

/**
 * Ends the console session; for a user the identity provider signed in, also answers where the
 * provider's own session ends (RP-initiated logout, when the provider offers it), for the browser to go.
 */
export async function signOut(ctx: HandlerContext): Promise<Response | undefined> {
  const principal = ctx.principal;
  await endSession();
  const settings = getSignInConfig().oidc;
  if (!settings || principal?.kind !== "user") return undefined;
  const user = await getUserById(await getDb(), principal.userId);
  if (!user?.ssoIssuer) return undefined;
  const endSessionUrl = await providerSignOutUrl(settings);
  return endSessionUrl ? Response.json({ endSessionUrl }) : undefined;
}
