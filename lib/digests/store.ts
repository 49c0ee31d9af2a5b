import "server-only";
import type { Kysely, Selectable } from "kysely";
import type { Database, DigestsTable } from "@/lib/db/schema";
import type { Digest } from "./digest.types";
import type { DigestBody } from "./digest-schemas";

export type { Digest };

export function digestOf(row: Selectable<DigestsTable>): Digest {
  return {
    id: Number(row.id),
    name: row.name,
    organizations: JSON.parse(row.organizations) as string[],
    channelIds: JSON.parse(row.channel_ids) as number[],
    day: row.day,
    hour: row.hour,
    timeZone: row.time_zone,
    enabled: row.enabled === 1,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listDigests(db: Kysely<Database>): Promise<Digest[]> {
  return (await db.selectFrom("digests").selectAll().orderBy("id").execute()).map(digestOf);
}

export async function getDigest(db: Kysely<Database>, id: number): Promise<Digest | null> {
  const row = await db.selectFrom("digests").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? digestOf(row) : null;
}

const columnsOf = (body: DigestBody) => ({
  name: body.name,
  organizations: JSON.stringify(body.organizations),
  channel_ids: JSON.stringify(body.channelIds),
  day: body.day,
  hour: body.hour,
  time_zone: body.timeZone,
  enabled: body.enabled ? 1 : 0,
});

export async function createDigest(db: Kysely<Database>, body: DigestBody, by: string, now: Date): Promise<Digest> {
  const at = now.toISOString();
  const row = await db
    .insertInto("digests")
    .values({ ...columnsOf(body), created_by: by, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return digestOf(row);
}

export async function updateDigest(db: Kysely<Database>, id: number, body: DigestBody, now: Date): Promise<Digest | null> {
  const row = await db
    .updateTable("digests")
    .set({ ...columnsOf(body), updated_at: now.toISOString() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? digestOf(row) : null;
}

export async function deleteDigest(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("digests").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
