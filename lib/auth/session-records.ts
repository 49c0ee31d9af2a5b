import "server-only";
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { endStreamsOfSessions } from "@/lib/bus/bus";
import { preparedRead } from "@/lib/db/prepared-read";
import type { Database } from "@/lib/db/schema";

export type SessionRecord = { id: string; kind: "user" | "wall"; userId: number | null; wallLinkId: number | null; expiresAt: string };

/**
 * Records of open sessions. A sealed cookie names its record; the record is read on every
 * request, so ending it (sign-out, sign out everywhere, user removal, role or password change)
 * ends the session on every instance at once; its open event streams are told to end too.
 */
export async function createSessionRecord(
  db: Kysely<Database>,
  owner: { kind: "user"; userId: number } | { kind: "wall"; wallLinkId: number },
  expiresAt: Date,
  now: Date = new Date(),
): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      id,
      kind: owner.kind,
      user_id: owner.kind === "user" ? owner.userId : null,
      wall_link_id: owner.kind === "wall" ? owner.wallLinkId : null,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return id;
}

// Read on every signed-in API call (lib/auth/session.ts).
const readLiveSession = preparedRead((db, id: string, now: string) =>
  db
    .selectFrom("sessions")
    .select(["id", "kind", "user_id", "wall_link_id", "expires_at"])
    .where("id", "=", id)
    .where("ended_at", "is", null)
    .where("expires_at", ">", now),
);

/** The record when it is neither ended nor expired, else null. */
export async function liveSessionRecord(db: Kysely<Database>, id: string, now: Date = new Date()): Promise<SessionRecord | null> {
  const row = await readLiveSession(db, id, now.toISOString());
  if (!row) return null;
  const userId = row.user_id === null ? null : Number(row.user_id);
  const wallLinkId = row.wall_link_id === null ? null : Number(row.wall_link_id);
  return { id: row.id, kind: row.kind, userId, wallLinkId, expiresAt: row.expires_at };
}

export async function extendSessionRecord(db: Kysely<Database>, id: string, expiresAt: Date): Promise<void> {
  await db.updateTable("sessions").set({ expires_at: expiresAt.toISOString() }).where("id", "=", id).where("ended_at", "is", null).execute();
}

export async function endSessionRecord(db: Kysely<Database>, id: string, now: Date = new Date()): Promise<void> {
  const result = await db.updateTable("sessions").set({ ended_at: now.toISOString() }).where("id", "=", id).where("ended_at", "is", null).executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) await endStreamsOfSessions({ sessionId: id });
}

/** Ends every open session of a user (all of them, or all but `except`). Returns how many ended. */
export async function endUserSessions(db: Kysely<Database>, userId: number, options: { except?: string; now?: Date } = {}): Promise<number> {
  let query = db
    .updateTable("sessions")
    .set({ ended_at: (options.now ?? new Date()).toISOString() })
    .where("user_id", "=", userId)
    .where("ended_at", "is", null);
  if (options.except) query = query.where("id", "<>", options.except);
  const result = await query.executeTakeFirst();
  const ended = Number(result.numUpdatedRows);
  if (ended > 0) await endStreamsOfSessions({ userId, exceptSessionId: options.except });
  return ended;
}

/** Deletes records that ended or expired before `before` (run by the retention job). */
export async function pruneSessionRecords(db: Kysely<Database>, before: Date): Promise<number> {
  const cutoff = before.toISOString();
  const result = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<", cutoff), eb("ended_at", "<", cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
