import "server-only";
import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";
import { cachedStatement } from "@/lib/sqlite-statements";

/** Keys are stored only as their sha256 hex digest. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export type ApiKeyRow = {
  id: number;
  kind: "organization" | "staff";
  organization_id: number | null;
  slug: string | null;
  readOnly: boolean;
};

/** The label that makes a key read-only (seed.ts gives it to DEMO_READ_ONLY_KEY). */
export const READ_ONLY_LABEL = "read-only demo key";

export function findApiKey(db: Database, key: string): ApiKeyRow | undefined {
  const row = cachedStatement(
    db,
    `SELECT k.id, k.kind, k.organization_id, o.slug, k.label FROM api_keys k
      LEFT JOIN organizations o ON o.id = k.organization_id WHERE k.key_hash = ?`,
  ).get(hashApiKey(key)) as (Omit<ApiKeyRow, "readOnly"> & { label: string }) | undefined;
  if (!row) return undefined;
  const { label, ...rest } = row;
  return { ...rest, readOnly: label.endsWith(READ_ONLY_LABEL) };
}
