import "server-only";
import type { Kysely } from "kysely";

/**
 * When a background job was switched off by the configuration of the instance that started last
 * (lib/jobs/job-status.ts `markJobsSwitchedOff`); null while it runs. A job switched off is not
 * overdue: its row would otherwise stay red on /health, and "a job has not succeeded" fire, forever.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("job_runs").addColumn("switched_off_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("job_runs").dropColumn("switched_off_at").execute();
}
