import "server-only";
import type { Kysely } from "kysely";
import type { LiveEvent } from "@/lib/bus/events";
import { type OrganizationKey, OWN_ORGANIZATION_STORE_KEY } from "@/lib/contract/organization-key";
import type { Database } from "@/lib/db/schema";
import { POLL_INTERVAL_MS } from "@/lib/report-index/sync";
import { QUEUE_FRESH_MS, recordEscalation } from "@/lib/triage/queue-store";
import { type WebhookEvent, webhookEventSchema } from "./event";
import type { InboxRow, Outcome } from "./inbox";

/** The triage refresher looks at queues someone viewed within this long (lib/triage/triage-service.ts). */
export const TRIAGE_VIEWED_WITHIN_MS = 10 * 60_000;

/**
 * What the effects reach outside the inbox, injected so the tests run without a service. `publish`
 * tells open screens on every instance (lib/bus/bus.ts `publishLive`).
 */
export type EffectDeps = {
  db: Kysely<Database>;
  now: () => Date;
  /** The console's organization key of a service organization id, or null when the key reaches none with it. */
  organizationKeyOf: (serviceOrganizationId: string) => Promise<OrganizationKey | null>;
  /**
   * Reads the reports holding an escalated proposal (the documented lookups, not a walk:
   * lib/triage/walk-queue.ts `readEscalatedReports`) into the organization's cached queue;
   * resolves whether the cached queue now holds the proposal. `at`: when the escalation happened.
   */
  addEscalatedReports: (organization: OrganizationKey, escalated: { proposalId: string; content: string | null; at: Date }) => Promise<boolean>;
  /** Marks the organization's triage queue stale and walks it again now. */
  refreshTriage: (organization: OrganizationKey) => Promise<void>;
  /** Makes the report index poll new and changed reports at its next tick, and runs that tick. */
  pollReportIndex: () => Promise<void>;
  /** Starts an incremental read of the threats feed now (lib/threats/sync.ts). */
  readThreatsEarly: () => Promise<void>;
  publish: (event: LiveEvent) => Promise<void>;
};

const label = (organization: OrganizationKey) => (organization === "" ? "the key's own organization" : organization);

/**
 * How long before the console's own poll would have started reading the change (docs/architecture.md,
 * "Service webhooks in"): for a triage queue, the time until its next walk was due (its last walk
 * plus QUEUE_FRESH_MS); null when no poll would have read it (nobody viewed the queue lately).
 */
async function triagePollLead(db: Kysely<Database>, organization: OrganizationKey, now: Date): Promise<number | null> {
  const row = await db.selectFrom("triage_queue").select(["walked_at", "viewed_at", "stale_since"]).where("org", "=", organization).executeTakeFirst();
  if (!row || Date.parse(row.viewed_at) < now.getTime() - TRIAGE_VIEWED_WITHIN_MS) return null;
  if (row.stale_since !== null) return 0;
  return Math.max(0, Date.parse(row.walked_at) + QUEUE_FRESH_MS - now.getTime());
}

/** For the report index: the time until its next poll of new reports was due (the soonest over its organizations). */
async function indexPollLead(db: Kysely<Database>, now: Date): Promise<number | null> {
  const rows = await db.selectFrom("report_index_sync").select(["last_poll_at", "backfill_started"]).where("backfill_started", "=", 1).execute();
  if (rows.length === 0) return null;
  return Math.min(...rows.map((r) => (r.last_poll_at === null ? 0 : Math.max(0, Date.parse(r.last_poll_at) + POLL_INTERVAL_MS - now.getTime()))));
}

/** The organizations whose cached triage queue holds the asset (as a report's asset or a proposal's). */
async function queuesHoldingAsset(db: Kysely<Database>, assetId: string): Promise<OrganizationKey[]> {
  const rows = await db.selectFrom("triage_queue").select(["org", "payload"]).execute();
  return rows.filter((row) => payloadHoldsAsset(row.payload, assetId)).map((row) => row.org);
}

type StoredReport = { assets?: { id?: unknown }[]; proposals?: { asset?: { id?: unknown } | null }[] };

function payloadHoldsAsset(payload: string, assetId: string): boolean {
  let reports: StoredReport[];
  try {
    reports = (JSON.parse(payload) as { reports?: StoredReport[] }).reports ?? [];
  } catch {
    return false;
  }
  return reports.some((r) => r.assets?.some((a) => String(a.id) === assetId) || r.proposals?.some((p) => p.asset !== null && String(p.asset?.id) === assetId));
}

async function escalation(event: WebhookEvent, deps: EffectDeps, now: Date): Promise<Outcome> {
  if (event.organizationId === null) return { organization: null, effect: "Not acted on: the escalation names no organization", pollLeadMs: null };
  const organization = await deps.organizationKeyOf(event.organizationId);
  if (organization === null) {
    return {
      organization: null,
      effect: `Not acted on: organization ${event.organizationId} is not one the service key reaches`,
      pollLeadMs: null,
    };
  }
  const pollLeadMs = await triagePollLead(deps.db, organization, now);
  // The service's own figures for the organization changed with it: walls and /queues read them again.
  await deps.publish({ type: "snapshot.changed", organization });
  const tell = () => deps.publish({ type: "triage.changed", organization, cause: "escalation" });
  // The event says whose review the proposal awaits: a queue that holds it shows that at once, and
  // screens are told before the walk, which reads every page of the queue and takes seconds.
  const { proposalId, content } = event;
  if (proposalId === null) {
    await deps.refreshTriage(organization);
    await tell();
    return { organization, effect: `Triage queue of ${label(organization)} walked again and open /triage screens and walls told`, pollLeadMs };
  }
  // Not in the cached queue yet (its report awaited nobody before): the documented lookups find it.
  // Asked at once rather than after the store says, since every step delays the screens.
  const at = event.createdAt === null ? now : new Date(Math.min(Date.parse(event.createdAt), now.getTime()));
  const search = deps.addEscalatedReports(organization, { proposalId, content, at }).catch(() => false);
  const marked = await recordEscalation(deps.db, organization, proposalId, now);
  const found = !marked.held && (await search);
  if (marked.held || found) await tell();
  // Its merge settles before the walk stores the queue, never after it.
  await search;
  await deps.refreshTriage(organization);
  if (!marked.held && !found) await tell();
  const how = marked.held
    ? "marked as awaiting it in the cached queue and open /triage screens and walls told, then the queue walked again"
    : found
      ? "its report found by the asset's content and added to the cached queue, open /triage screens and walls told, then the queue walked again"
      : "not in the cached queue: walls told, the queue walked again, then open /triage screens told";
  return { organization, effect: `Proposal ${proposalId} escalated to ${label(organization)}: ${how}`, pollLeadMs };
}

async function statusUpdate(event: WebhookEvent, deps: EffectDeps, now: Date): Promise<Outcome> {
  if (event.assetId === null) return { organization: null, effect: "Not acted on: the status update names no asset", pollLeadMs: null };
  const assetId = event.assetId;
  const triageLead = await queuesHoldingAsset(deps.db, assetId);
  const indexLead = await indexPollLead(deps.db, now);
  const queueLeads = await Promise.all(triageLead.map((org) => triagePollLead(deps.db, org, now)));
  for (const org of triageLead) await deps.refreshTriage(org);
  await deps.pollReportIndex();
  await deps.readThreatsEarly();
  // The event names no organization: every organization whose queue holds the asset, or the key's own.
  const organizations = triageLead.length > 0 ? triageLead : [OWN_ORGANIZATION_STORE_KEY];
  for (const organization of organizations) {
    await deps.publish({ type: "reports.changed", organization, assetIds: [assetId] });
    await deps.publish({ type: "snapshot.changed", organization });
  }
  const leads = [indexLead, ...queueLeads].filter((v): v is number => v !== null);
  const queues = triageLead.length > 0 ? `, triage queue of ${triageLead.map(label).join(", ")} walked again` : "";
  return {
    organization: triageLead.length === 1 ? triageLead[0]! : null,
    effect: `Asset ${assetId}${event.status ? ` now ${event.status}` : ""}: report index polled, threats feed read${queues}, open report screens and walls told`,
    pollLeadMs: leads.length > 0 ? Math.min(...leads) : null,
  };
}

async function threatDetection(event: WebhookEvent, deps: EffectDeps): Promise<Outcome> {
  const organization = event.organizationId === null ? null : await deps.organizationKeyOf(event.organizationId);
  await deps.publish({ type: "alerts.changed" });
  const who = organization === null ? `organization ${event.organizationId ?? "(not named)"}, not one the key reaches` : label(organization);
  // The interface gives no path for reading a detection (docs/architecture.md, "Service webhooks in").
  return {
    organization,
    effect: `New threat detection${event.threatDetectionResultId ? ` ${event.threatDetectionResultId}` : ""} for ${who}: counted for alert rules; its details cannot be read (the interface gives no path for detections)`,
    pollLeadMs: null,
  };
}

/** Acts on one stored delivery and says what it caused. Unknown events are shown, never acted on. */
export async function applyDelivery(row: InboxRow, deps: EffectDeps): Promise<Outcome> {
  const now = deps.now();
  const parsed = webhookEventSchema.safeParse(safeJson(row.payload));
  const event = parsed.success ? parsed.data : null;
  let outcome: Outcome;
  if (event === null || event.type === "unknown") {
    outcome = {
      organization: null,
      effect: `Not acted on: ${row.event_name ? `"${row.event_name}" is` : "a delivery without a name is"} not an event this console knows`,
      pollLeadMs: null,
    };
  } else if (event.type === "asset.status-escalated") outcome = await escalation(event, deps, now);
  else if (event.type === "asset.status-updated") outcome = await statusUpdate(event, deps, now);
  else if (event.type === "organization.threat-detection-added") outcome = await threatDetection(event, deps);
  else outcome = { organization: null, effect: "Received: a test delivery from the service", pollLeadMs: null };
  await deps.publish({ type: "webhook.received", eventType: row.event_type });
  return outcome;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
