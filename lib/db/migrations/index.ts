import "server-only";
import type { Migration, MigrationProvider } from "kysely";
import * as initial from "./0001-initial";

/** Every migration, in order. Names sort lexically; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
