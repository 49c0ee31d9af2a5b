import "server-only";
import type { z } from "zod";
import { HashGateBusy } from "@/lib/auth/hash-gate";
import { startUserSession } from "@/lib/auth/session";
import { type changeOwnPasswordBodySchema, passwordSchema } from "@/lib/auth/user-schemas";
import { setPassword, verifyCredentials } from "@/lib/auth/users";
import { ApiError, badRequest } from "@/lib/bff/errors";
import type { HandlerContext } from "@/lib/bff/handler";
import { getLimits } from "@/lib/bff/limits";
import { getDb } from "@/lib/db";
import { userErrorToApiError } from "./console-users";

const BUSY_RETRY_SECONDS = 1;

/**
 * Changes the caller's own password after checking the current one. The check is a sign-in in all
 * but name, so it spends the same allowance: the account's sign-in backoff (a guess here counts
 * like a guess at the sign-in form) and the bounded password-hashing gate. Every session of the
 * user ends (lib/auth/users.ts setPassword); this browser is signed in anew.
 */
export async function changeOwnPassword(body: z.output<typeof changeOwnPasswordBodySchema>, ctx: HandlerContext): Promise<undefined> {
  const principal = ctx.principal;
  if (principal?.kind !== "user") throw new ApiError(400, "NOT_A_USER_SESSION", "Only a signed-in user can change their password");
  const limits = await getLimits();
  const keys = [`user:${principal.username}`];
  const wait = await limits.signIn.retryAfterSeconds(keys);
  if (wait > 0) throw tooMany(wait, "Too many wrong passwords; wait and try again");

  const policy = passwordSchema.safeParse(body.newPassword);
  if (!policy.success) throw badRequest(policy.error.issues[0]!.message, [{ message: policy.error.issues[0]!.message, path: ["newPassword"] }]);
  if (body.newPassword === body.currentPassword) {
    const message = "The new password must differ from the current one";
    throw badRequest(message, [{ message, path: ["newPassword"] }]);
  }

  const db = await getDb();
  let user: Awaited<ReturnType<typeof verifyCredentials>>;
  try {
    user = await limits.hashing.run(() => verifyCredentials(db, principal.username, body.currentPassword));
  } catch (error) {
    if (error instanceof HashGateBusy) throw tooMany(BUSY_RETRY_SECONDS, "Too many password checks at once; try again in a moment");
    throw error;
  }
  if (!user || user.id !== principal.userId) {
    await limits.signIn.fail(keys);
    const message = "The current password is not right";
    throw new ApiError(400, "WRONG_PASSWORD", message, [{ message, path: ["currentPassword"] }]);
  }
  await limits.signIn.succeed(keys);
  try {
    await setPassword(db, user.username, body.newPassword);
  } catch (error) {
    throw userErrorToApiError(error);
  }
  await startUserSession(user);
  return undefined;
}

function tooMany(wait: number, message: string): ApiError {
  return new ApiError(429, "TOO_MANY_ATTEMPTS", message, undefined, { "Retry-After": String(wait) });
}
