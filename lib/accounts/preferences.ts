import "server-only";
import type { z } from "zod";
import type { Principal } from "@/lib/auth/principal";
import { ApiError, forbidden, refusal } from "@/lib/bff/errors";
import { getDb } from "@/lib/db";
import type { PreferencesView, preferencesBodySchema } from "./preferences-schema";

function userIdOf(principal: Principal | null): number {
  if (principal?.kind !== "user") throw forbidden("Only a signed-in user has preferences");
  return principal.userId;
}

/** The caller's own address for mail and whether what they decide is followed for them. */
export async function readPreferences(principal: Principal | null): Promise<PreferencesView> {
  const db = await getDb();
  const user = await db.selectFrom("users").select(["email", "sso_issuer", "follow_decisions"]).where("id", "=", userIdOf(principal)).executeTakeFirst();
  if (!user) throw new ApiError(404, "NOT_FOUND", "Your account no longer exists");
  const channel = await db.selectFrom("alert_channels").select("id").where("type", "=", "email").limit(1).executeTakeFirst();
  return {
    email: user.email,
    emailFromProvider: user.sso_issuer !== null,
    followDecisions: Number(user.follow_decisions) === 1,
    emailChannel: channel !== undefined,
  };
}

/** Changes the caller's own choices; an identity provider's user cannot change the address it sets at every sign-in. */
export async function changePreferences(principal: Principal | null, body: z.output<typeof preferencesBodySchema>): Promise<PreferencesView> {
  const userId = userIdOf(principal);
  const db = await getDb();
  const current = await readPreferences(principal);
  if (body.email !== undefined && current.emailFromProvider && (body.email || null) !== current.email) {
    throw refusal(409, "Your address comes from your identity provider at every sign-in: change it there");
  }
  await db
    .updateTable("users")
    .set({
      ...(body.email !== undefined && !current.emailFromProvider ? { email: body.email || null } : {}),
      ...(body.followDecisions !== undefined ? { follow_decisions: body.followDecisions ? 1 : 0 } : {}),
    })
    .where("id", "=", userId)
    .execute();
  return readPreferences(principal);
}
