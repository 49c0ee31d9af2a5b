import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import { endStreamsOfSessions } from "@/lib/bus/bus";
import { preparedRead } from "@/lib/db/prepared-read";
import { rowFields } from "@/lib/db/row-fields";
import type { Database, WallLinksTable } from "@/lib/db/schema";
import type { WallLink } from "./wall-links.types";

export const newWallLinkSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name is at most 100 characters"),
  createdBy: z.string().min(1).max(200),
});
export type NewWallLink = z.input<typeof newWallLinkSchema>;

/** last_used_at is written at most this often per link. */
const TOUCH_INTERVAL_MS = 60_000;
/** 32 random bytes, base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const linkColumns = ["id", "name", "created_by", "created_at", "last_used_at", "revoked_at"] as const;

function toWallLink(row: Pick<Selectable<WallLinksTable>, (typeof linkColumns)[number]>): WallLink {
  return { ...rowFields(row, linkColumns), id: Number(row.id) };
}

export function hashWallToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a link. The token is returned only here; the store keeps its sha256. */
export async function createWallLink(db: Kysely<Database>, input: NewWallLink): Promise<{ link: WallLink; token: string }> {
  const { name, createdBy } = newWallLinkSchema.parse(input);
  const token = randomBytes(32).toString("base64url");
  const row = await db
    .insertInto("wall_links")
    .values({ name, created_by: createdBy, token_hash: hashWallToken(token), created_at: new Date().toISOString() })
    .returning(linkColumns)
    .executeTakeFirstOrThrow();
  return { link: toWallLink(row), token };
}

/** Every link, revoked ones included, newest first. */
export async function listWallLinks(db: Kysely<Database>): Promise<WallLink[]> {
  const rows = await db.selectFrom("wall_links").select(linkColumns).orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return rows.map(toWallLink);
}

// Read on every call of a wall screen (lib/auth/session.ts).
const readWallLink = preparedRead((db, id: number) => db.selectFrom("wall_links").select(linkColumns).where("id", "=", id));

export async function getWallLink(db: Kysely<Database>, id: number): Promise<WallLink | null> {
  const row = await readWallLink(db, id);
  return row ? toWallLink(row) : null;
}

/** Revokes a link (idempotent: the first revocation time stands), and ends its screens' event streams. Null when there is no such link. */
export async function revokeWallLink(db: Kysely<Database>, id: number, now: Date = new Date()): Promise<WallLink | null> {
  await db.updateTable("wall_links").set({ revoked_at: now.toISOString() }).where("id", "=", id).where("revoked_at", "is", null).execute();
  await endStreamsOfSessions({ wallLinkId: id });
  return getWallLink(db, id);
}

/** Records use of a link, at most once a minute (one conditional UPDATE). */
export async function touchWallLink(db: Kysely<Database>, id: number, now: Date = new Date()): Promise<void> {
  const staleBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS).toISOString();
  await db
    .updateTable("wall_links")
    .set({ last_used_at: now.toISOString() })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<", staleBefore)]))
    .execute();
}

/** The live link a token belongs to, or null when the token is unknown, malformed or revoked. */
export async function resolveWallToken(db: Kysely<Database>, token: string, now: Date = new Date()): Promise<WallLink | null> {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom("wall_links")
    .select(linkColumns)
    .where("token_hash", "=", hashWallToken(token))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  await touchWallLink(db, Number(row.id), now);
  return (await getWallLink(db, Number(row.id))) ?? null;
}
