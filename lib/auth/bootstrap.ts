import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { getDb } from "@/lib/db";
import { recordAuditEvent } from "@/lib/db/audit-events";
import type { Database } from "@/lib/db/schema";
import { type Env, getEnv } from "@/lib/env";
import type { Role } from "./permissions";
import { passwordSchema } from "./user-schemas";
import { createUser, getUserByUsername, setPassword, setRole, UserError, verifyCredentials } from "./users";

export const DEMO_PASSWORD = "rampart-demo";
export const DEMO_USERS: readonly { username: string; role: Role }[] = [
  { username: "admin", role: "admin" },
  { username: "reviewer", role: "reviewer" },
  { username: "viewer", role: "viewer" },
];

export interface BootstrapResult {
  /** Demo users created by this call (demo mode only). */
  demoUsersCreated: string[];
  /** What RAMPART_ADMIN_PASSWORD did to user `admin`, if it is set. */
  adminFromEnv: "created" | "updated" | "unchanged" | null;
  /** A line for the startup log, e.g. "Sign in with admin / rampart-demo …"; null when there is nothing to say. Never holds RAMPART_ADMIN_PASSWORD. */
  signInHint: string | null;
}

/**
 * Makes sure someone can sign in. Demo mode (no UPSTREAM_URL): users admin, reviewer and
 * viewer with password `rampart-demo`, if missing. RAMPART_ADMIN_PASSWORD (any mode): user
 * `admin`, role admin, with that password. Idempotent.
 */
export async function ensureBootstrapUsers(db?: Kysely<Database>, env: Pick<Env, "demoMode" | "RAMPART_ADMIN_PASSWORD"> = getEnv()): Promise<BootstrapResult> {
  const store = db ?? (await getDb());
  const result: BootstrapResult = { demoUsersCreated: [], adminFromEnv: null, signInHint: null };
  const adminPassword = env.RAMPART_ADMIN_PASSWORD;
  if (adminPassword !== undefined && !passwordSchema.safeParse(adminPassword).success) {
    throw new Error("RAMPART_ADMIN_PASSWORD must be at least 8 characters");
  }

  if (adminPassword !== undefined) {
    result.adminFromEnv = await applyAdminPassword(store, adminPassword);
  }
  if (env.demoMode) {
    for (const { username, role } of DEMO_USERS) {
      if (await getUserByUsername(store, username)) continue;
      try {
        await createUser(store, { username, password: DEMO_PASSWORD, role });
      } catch (error) {
        // Another instance created it at the same moment.
        if (error instanceof UserError && error.code === "username_taken") continue;
        throw error;
      }
      result.demoUsersCreated.push(username);
      await audit(store, "user.add", username, { role, demo: true });
    }
  }

  const hints: string[] = [];
  const demoCreatedOthers = result.demoUsersCreated.filter((u) => u !== "admin" || adminPassword === undefined);
  if (demoCreatedOthers.length > 0) {
    hints.push(`Demo users created: sign in with ${demoCreatedOthers.join(", ")} / ${DEMO_PASSWORD}`);
  }
  if (result.adminFromEnv === "created" || result.adminFromEnv === "updated") {
    hints.push(`User admin ${result.adminFromEnv} with the password from RAMPART_ADMIN_PASSWORD`);
  }
  result.signInHint = hints.length > 0 ? hints.join(". ") : null;
  return result;
}

async function applyAdminPassword(db: Kysely<Database>, password: string): Promise<"created" | "updated" | "unchanged"> {
  let existing = await getUserByUsername(db, "admin");
  if (!existing) {
    try {
      await createUser(db, { username: "admin", password, role: "admin" });
      await audit(db, "user.add", "admin", { role: "admin", from: "RAMPART_ADMIN_PASSWORD" });
      return "created";
    } catch (error) {
      // Another instance starting at the same moment created it first: update it as usual.
      if (!(error instanceof UserError && error.code === "username_taken")) throw error;
      existing = await getUserByUsername(db, "admin");
      if (!existing) throw error;
    }
  }
  const passwordMatches = (await verifyCredentials(db, "admin", password)) !== null;
  if (passwordMatches && existing.role === "admin") return "unchanged";
  if (!passwordMatches) await setPassword(db, "admin", password);
  if (existing.role !== "admin") await setRole(db, "admin", "admin");
  await audit(db, "user.set-password", "admin", { role: "admin", from: "RAMPART_ADMIN_PASSWORD" });
  return "updated";
}

async function audit(db: Kysely<Database>, action: string, target: string, inputSummary: Record<string, unknown>) {
  await recordAuditEvent(db, {
    action,
    target,
    inputSummary,
    username: "bootstrap",
    requestId: `bootstrap-${randomUUID()}`,
    outcome: "success",
  });
}
