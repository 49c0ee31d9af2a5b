import "server-only";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import { scopeOfSlug, scopeOfStorageKey } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import type { Job } from "@/lib/jobs/run-every";
import { peekSingleton } from "@/lib/singleton";
import { wantThreatRead } from "@/lib/threats/sync";
import { getTriageStore } from "@/lib/triage/triage-service";
import { readEscalatedReports } from "@/lib/triage/walk-queue";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { organizationStoreKey } from "@/lib/upstream/organization-key";
import { reachableOrganizations } from "@/lib/upstream/organizations";
import type { EffectDeps } from "./effects";
import { startWebhookInbox } from "./job";

/** Where lib/startup.ts keeps the report index's sync job, so a status change can run its tick now. */
export const REPORT_INDEX_JOB = "report-index-job";

/** Where lib/startup.ts keeps the threats sync job (lib/threats/sync.ts). */
export const THREAT_SYNC_JOB = "threat-sync-job";

/**
 * The console's organization key of a service organization id: the organization `POST /user/me`
 * lists with that id. None: null (shown as unknown on /settings, never guessed from the only one).
 */
export async function organizationKeyOf(serviceOrganizationId: string): Promise<OrganizationKey | null> {
  const match = (await reachableOrganizations()).find((o) => o.serviceId === serviceOrganizationId);
  return match ? organizationStoreKey(scopeOfSlug(match.slug)) : null;
}

/** The console's own effects of a delivery on this instance's store (`db`), telling screens through `publish`. */
export function consoleEffects(db: EffectDeps["db"], publish: EffectDeps["publish"]): EffectDeps {
  return {
    db,
    now: () => new Date(),
    organizationKeyOf,
    addEscalatedReports: async (organization, escalated) => {
      const reports = await readEscalatedReports(getUpstreamClient(), scopeOfStorageKey(organization), escalated);
      return (await getTriageStore()).mergeReports(organization, reports);
    },
    refreshTriage: async (organization) => {
      const store = await getTriageStore();
      await store.invalidate(organization);
      await store.refresh(organization);
    },
    pollReportIndex: async () => {
      await db.updateTable("report_index_sync").set({ last_poll_at: null }).where("backfill_started", "=", 1).execute();
      void peekSingleton<Job>(REPORT_INDEX_JOB)?.runNow();
    },
    readThreatsEarly: async () => {
      await wantThreatRead(db, new Date());
      void peekSingleton<Job>(THREAT_SYNC_JOB)?.runNow();
    },
    publish,
  };
}

/** Starts this instance's webhook inbox with the console's own effects. */
export async function startWebhookJobs(holder: string, publish: EffectDeps["publish"]): Promise<Job> {
  return startWebhookInbox(consoleEffects(await getDb(), publish), holder);
}
