import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";
import type { Role } from "../permissions";
import { endUserSessions } from "../session-records";
import { getUserById, type User } from "../users";

/** Who the provider says signed in: its issuer and subject key the user; the rest is shown. */
export type SsoIdentity = { issuer: string; subject: string; preferredUsername?: string; email?: string; name?: string };

/**
 * The console user for a provider identity, made on first sign-in ("just in time") and otherwise
 * given the role the provider's groups decide now: the provider is the authority at every sign-in,
 * so a role changed in the console is overwritten here. An SSO user has no password (an empty
 * hash, which never verifies).
 */
export async function upsertSsoUser(
  db: Kysely<Database>,
  identity: SsoIdentity,
  role: Role,
): Promise<{ user: User; created: boolean; previousRole: Role | null }> {
  const now = new Date().toISOString();
  const existing = await db
    .selectFrom("users")
    .select(["id", "role"])
    .where("sso_issuer", "=", identity.issuer)
    .where("sso_subject", "=", identity.subject)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable("users")
      .set({ role, email: identity.email ?? null, display_name: identity.name ?? null, updated_at: now })
      .where("id", "=", existing.id)
      .execute();
    // A lowered role ends the sessions opened under the higher one, as a role change in the console does.
    if (existing.role !== role) await endUserSessions(db, Number(existing.id));
    return { user: await mustGet(db, Number(existing.id)), created: false, previousRole: existing.role };
  }
  for (const username of usernameCandidates(identity)) {
    const inserted = await db
      .insertInto("users")
      .values({
        username,
        password_hash: "",
        role,
        created_at: now,
        updated_at: now,
        sso_issuer: identity.issuer,
        sso_subject: identity.subject,
        email: identity.email ?? null,
        display_name: identity.name ?? null,
      })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return { user: await mustGet(db, Number(inserted.id)), created: true, previousRole: null };
    // Another instance may have made this very identity a moment ago (two tabs signing in at once).
    const raced = await db
      .selectFrom("users")
      .select("id")
      .where("sso_issuer", "=", identity.issuer)
      .where("sso_subject", "=", identity.subject)
      .executeTakeFirst();
    if (raced) return upsertSsoUser(db, identity, role);
  }
  throw new Error("No free username for the identity provider's user");
}

async function mustGet(db: Kysely<Database>, id: number): Promise<User> {
  const user = await getUserById(db, id);
  if (!user) throw new Error(`User ${id} vanished while signing in`);
  return user;
}

/**
 * Usernames to try for a new SSO user: the provider's preferred username, else the email's local
 * part, else "sso", folded to the console's username rules; a name a local user holds gets -2, -3….
 */
export function* usernameCandidates(identity: Pick<SsoIdentity, "preferredUsername" | "email" | "subject">): Generator<string> {
  const raw = identity.preferredUsername ?? identity.email?.split("@")[0] ?? `sso-${identity.subject}`;
  const base =
    raw
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 58) || "sso-user";
  yield base;
  for (let n = 2; n < 1000; n++) yield `${base}-${n}`;
}
