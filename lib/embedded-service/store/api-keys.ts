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
};

export function findApiKey(db: Database, key: string): ApiKeyRow | undefined {
  return cachedStatement(
    db,
    `SELECT k.id, k.kind, k.organization_id, o.slug FROM api_keys k
      LEFT JOIN organizations o ON o.id = k.organization_id WHERE k.key_hash = ?`,
  ).get(hashApiKey(key)) as ApiKeyRow | undefined;
}
