import "server-only";
import { endSession, startUserSession } from "@/lib/auth/session";
import { verifyCredentials } from "@/lib/auth/users";
import { recordAuditEvent } from "@/lib/db/audit-events";
import { getDb } from "@/lib/db";
import { ApiError } from "./errors";
import type { HandlerContext } from "./handler";
import { SignInThrottle } from "./rate-limit";
import { clientAddress } from "./client-address";

const throttleHolder = globalThis as unknown as { __rampartSignInThrottle?: SignInThrottle };
const throttle = () => (throttleHolder.__rampartSignInThrottle ??= new SignInThrottle());

export async function signIn(body: { username: string; password: string }, ctx: HandlerContext): Promise<undefined> {
  const db = await getDb();
  const ip = clientAddress(ctx.request);
  const keys = [`user:${body.username.trim().toLowerCase()}`, `ip:${ip ?? "unknown"}`];
  const wait = throttle().retryAfterSeconds(keys);
  if (wait > 0) {
    await recordAuditEvent(db, {
      username: body.username,
      action: "session.sign-in",
      target: body.username,
      outcome: "failure",
      httpStatus: 429,
      requestId: ctx.requestId,
      ip,
    });
    throw new ApiError(429, "TOO_MANY_ATTEMPTS", "Too many failed sign-in attempts; wait and try again", undefined, {
      "Retry-After": String(wait),
    });
  }
  const user = await verifyCredentials(db, body.username, body.password);
  if (user) throttle().succeed(keys.slice(0, 1));
  else throttle().fail(keys);
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
  await startUserSession(user);
  return undefined;
}

export async function whoAmI(ctx: HandlerContext) {
  const p = ctx.principal;
  if (!p) return null;
  return p.kind === "user" ? { kind: "user", username: p.username, role: p.role } : { kind: "wall", name: p.name };
}

export async function signOut(): Promise<undefined> {
  await endSession();
  return undefined;
}
