/**
 * Vitest global setup: one PostgreSQL cluster for the whole unit run, with a template database
 * migrated once, handed to the workers through `provide` (lib/testing/vitest-postgres-worker.ts
 * puts it where lib/testing/postgres.ts looks). Stopped and deleted when the run ends, failed or
 * not. Without PostgreSQL here (never in CI: postgresUnavailableReason throws there) it provides
 * nothing and the PostgreSQL halves of the suites skip, as they did.
 */
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb } from "@/lib/db/create-db";
import { postgresUnavailableReason, type SharedPostgres, startPostgresCluster } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    rampartPostgres: SharedPostgres | null;
  }
}

const TEMPLATE = "rampart_migrated";

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (postgresUnavailableReason()) {
    project.provide("rampartPostgres", null);
    return undefined;
  }
  // Every test file's databases on one server: two workers, each file with up to a few pools of 10.
  const cluster = await startPostgresCluster({ maxConnections: 400 });
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${TEMPLATE}`);
      const templateUrl = new URL(cluster.url);
      templateUrl.pathname = `/${TEMPLATE}`;
      const db = await createDb({ databaseUrl: templateUrl.href });
      await db.destroy();
      // `CREATE DATABASE … TEMPLATE` refuses while anyone is connected to the template.
      await admin.query(`ALTER DATABASE ${TEMPLATE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide("rampartPostgres", { adminUrl: cluster.url, port: cluster.port, template: TEMPLATE });
  return () => cluster.stop();
}
