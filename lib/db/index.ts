import "server-only";
import path from "node:path";
import type { Kysely } from "kysely";
import { getEnv } from "@/lib/env";
import { createDb } from "./create-db";
import type { Database } from "./schema";

export { createDb } from "./create-db";
export type { Database } from "./schema";

const holder = globalThis as unknown as { __rampartConsoleDb?: Promise<Kysely<Database>> };

/** File name of the embedded store inside DATA_DIR. */
export const CONSOLE_SQLITE_FILE = "console.sqlite";

/**
 * The console store for this process: PostgreSQL when DATABASE_URL is set, else
 * `${DATA_DIR}/console.sqlite`. Migrations run once, on first use.
 */
export function getDb(): Promise<Kysely<Database>> {
  if (!holder.__rampartConsoleDb) {
    const env = getEnv();
    const opening = createDb({
      databaseUrl: env.DATABASE_URL,
      sqlitePath: path.join(env.dataDir, CONSOLE_SQLITE_FILE),
    });
    // A failed open (database down, bad migration) is retried on the next call.
    opening.catch(() => {
      if (holder.__rampartConsoleDb === opening) holder.__rampartConsoleDb = undefined;
    });
    holder.__rampartConsoleDb = opening;
  }
  return holder.__rampartConsoleDb;
}

/** Closes the process-wide store (scripts, tests); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const opening = holder.__rampartConsoleDb;
  holder.__rampartConsoleDb = undefined;
  if (!opening) return;
  const db = await opening.catch(() => undefined);
  await db?.destroy();
}
