import "server-only";
import type { Database } from "better-sqlite3";
import type { UpdateUserBody } from "@/lib/contract/user-request";

export type UserRow = {
  id: number;
  organization_id: number;
  name: string | null;
  email: string | null;
  avatar_url: string | null;
  role: string | null;
  link_monitoring: number | null;
  social_media_scanning: number | null;
  history_scanning: number | null;
};

export function findUser(db: Database, apiKeyId: number): UserRow | undefined {
  return db.prepare("SELECT * FROM service_users WHERE api_key_id = ?").get(apiKeyId) as UserRow | undefined;
}

/** Applies a partial update (only the fields given) and returns the updated user. */
export function updateUser(db: Database, apiKeyId: number, body: UpdateUserBody): UserRow | undefined {
  const sets: string[] = [];
  const params: unknown[] = [];
  const set = (column: string, value: unknown) => {
    if (value === undefined) return;
    sets.push(`${column} = ?`);
    params.push(typeof value === "boolean" ? (value ? 1 : 0) : value);
  };
  set("name", body.name);
  set("avatar_url", body.avatarUrl);
  set("link_monitoring", body.protectionConfig?.linkMonitoring);
  set("social_media_scanning", body.protectionConfig?.socialMediaScanning);
  set("history_scanning", body.protectionConfig?.historyScanning);
  if (sets.length > 0) db.prepare(`UPDATE service_users SET ${sets.join(", ")} WHERE api_key_id = ?`).run(...params, apiKeyId);
  return findUser(db, apiKeyId);
}

export function presentUser(user: UserRow) {
  return {
    id: user.id,
    name: user.name ?? "",
    avatarUrl: user.avatar_url ?? "",
    email: user.email ?? "",
    role: user.role ?? "",
    protectionConfig: {
      linkMonitoring: user.link_monitoring === 1,
      socialMediaScanning: user.social_media_scanning === 1,
      historyScanning: user.history_scanning === 1,
    },
  };
}
