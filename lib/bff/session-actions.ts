import "server-only";
import { endSession, startUserSession } from "@/lib/auth/session";
import { verifyCredentials } from "@/lib/auth/users";
import { recordAuditEvent } from "@/lib/db/audit-events";
import { getDb } from "@/lib/db";
import { ApiError } from "./errors";
import type { HandlerContext } from "./handler";

function clientIp(request: Request): string | null {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null;
}

export async function signIn(body: { username: string; password: string }, ctx: HandlerContext): Promise<undefined> {
  const db = await getDb();
  const user = await verifyCredentials(db, body.username, body.password);
  await recordAuditEvent(db, {
    username: body.username,
    role: user?.role ?? null,
    action: "session.sign-in",
    target: body.username,
    inputSummary: null,
    outcome: user ? "success" : "failure",
    httpStatus: user ? 204 : 401,
    requestId: ctx.requestId,
    ip: clientIp(ctx.request),
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
