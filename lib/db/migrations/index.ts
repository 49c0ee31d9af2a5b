import "server-only";
import type { Migration, MigrationProvider } from "kysely";
import * as initial from "./0001-initial";
import * as history from "./0002-history";

/** Every migration, in order. Names sort lexically; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-history": history,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
