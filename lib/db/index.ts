import "server-only";
import path from "node:path";
import type { Kysely } from "kysely";
import { getEnv } from "@/lib/env";
import { peekSingleton, resetSingleton, singleton } from "@/lib/singleton";
import { createDb } from "./create-db";
import type { Database } from "./schema";

export { createDb } from "./create-db";
export type { Database } from "./schema";

/** File name of the embedded store inside DATA_DIR. */
export const CONSOLE_SQLITE_FILE = "console.sqlite";

/**
 * The console store for this process: PostgreSQL when DATABASE_URL is set, else
 * `${DATA_DIR}/console.sqlite`. Migrations run once, on first use.
 */
export function getDb(): Promise<Kysely<Database>> {
  return singleton("console-db", () => {
    const env = getEnv();
    const opening = createDb({
      databaseUrl: env.DATABASE_URL,
      sqlitePath: path.join(env.dataDir, CONSOLE_SQLITE_FILE),
    });
    // A failed open (database down, bad migration) is retried on the next call.
    opening.catch(() => {
      if (peekSingleton("console-db") === opening) resetSingleton("console-db");
    });
    return opening;
  });
}

/** Closes the process-wide store (scripts, tests); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const opening = peekSingleton<Promise<Kysely<Database>>>("console-db");
  resetSingleton("console-db");
  if (!opening) return;
  const db = await opening.catch(() => undefined);
  await db?.destroy();
}
