import type { QueryKey } from "@tanstack/react-query";
import type { LiveEvent } from "@/lib/bus/events";
import { OWN_ORGANIZATION_KEY, queryKeyOf, scopeOfStorageKey } from "@/lib/contract/organization-scope";
import { alertKeys } from "@/lib/queries/alerts";
import { historyKeys } from "@/lib/queries/history";
import { markKeys } from "@/lib/queries/marks";
import { noticeKeys } from "@/lib/queries/notices";
import { reportKeys } from "@/lib/queries/reports";
import { snapshotKeys } from "@/lib/queries/snapshot";
import { takedownKeys } from "@/lib/queries/takedowns";
import { triageKeys } from "@/lib/queries/triage";

/**
 * The query-key prefixes of the organizations an event may be about, as this tab keys them. An
 * event names its organization as the console stores it ("" for the key's own); a tab keys the key's
 * own as "default", or by its slug when the shell chose it, and a key reaching one organization
 * stores that one as "" (lib/triage/org-key.ts). So the tab's own organization is refreshed too,
 * unless both name different organizations outright.
 */
export function organizationsOf(event: { organization: string }, tabOrg: string): string[] {
  const named = queryKeyOf(scopeOfStorageKey(event.organization));
  if (named === tabOrg) return [named];
  const clearlyAnother = tabOrg !== OWN_ORGANIZATION_KEY && named !== OWN_ORGANIZATION_KEY;
  return clearlyAnother ? [named] : [named, tabOrg];
}

/** What the service's webhook deliveries are kept under (settings, Service webhooks): refreshed when one arrives. */
export const WEBHOOK_DELIVERIES_PREFIX: QueryKey = ["webhooks"];

/**
 * The query-key prefixes to invalidate for one event (an event says what changed, never how):
 * invalidating marks them stale and refetches only the queries a page has on screen.
 */
export function prefixesFor(event: LiveEvent, tabOrg: string): QueryKey[] {
  switch (event.type) {
    case "triage.changed": {
      const orgs = organizationsOf(event, tabOrg);
      // A claim changes who holds what, nothing else: only the claims are read again (one store read).
      if (event.cause === "claim") return orgs.map((o) => triageKeys.claims(o));
      // A walk or an escalation changes the list and its counts.
      if (event.cause !== "review") return orgs.flatMap((o) => [triageKeys.queues(o), triageKeys.counts(o), triageKeys.plan(o)]);
      // A review changes the list, its counts and the held reviews. The service's own figures (the
      // snapshot) keep their chosen refresh: they change on the service's side, not at this event.
      // An answer may be a failure for its author: the shell's notice of reviews not sent, too.
      // A review's event also says a colleague changed the proposals' marks (lib/marks/service.ts): tags and assignees show at once.
      return [...orgs.flatMap((o) => [triageKeys.all(o), markKeys.all(o)]), noticeKeys.all];
    }
    case "reports.changed":
      // The triage queue lives under the reports prefix (lib/queries/triage.ts): it refreshes as well.
      return organizationsOf(event, tabOrg).map((o) => reportKeys.all(o));
    case "snapshot.changed":
      return [...organizationsOf(event, tabOrg).map((o) => snapshotKeys.all(o)), historyKeys.queues()];
    case "takedowns.changed":
      return organizationsOf(event, tabOrg).map((o) => takedownKeys.all(o));
    case "alerts.changed":
      return [alertKeys.all];
    case "webhook.received":
      return [WEBHOOK_DELIVERIES_PREFIX];
  }
}

type TriageCause = Extract<LiveEvent, { type: "triage.changed" }>["cause"];

/** Each event type, and whether it names an organization (the others are the console's own). */
const NAMES_ORGANIZATION: Record<LiveEvent["type"], boolean> = {
  "triage.changed": true,
  "reports.changed": true,
  "snapshot.changed": true,
  "takedowns.changed": true,
  "alerts.changed": false,
  "webhook.received": false,
};
const TRIAGE_CAUSES: Record<TriageCause, true> = { escalation: true, review: true, claim: true, walk: true };

/**
 * One event of the stream, or null when it is none this tab knows. The server checked each against
 * `liveEventSchema` before sending it (lib/bus/live-bus.ts, publish), so the tab checks only what
 * `prefixesFor` reads, without zod: the schema would put zod (about 26 kB gzipped) in every page's
 * first load (bench/console/first-load.ts).
 */
export function readLiveEvent(data: unknown): LiveEvent | null {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return null;
  const { type, organization, cause } = data as Record<string, unknown>;
  if (typeof type !== "string" || !Object.hasOwn(NAMES_ORGANIZATION, type)) return null;
  if (NAMES_ORGANIZATION[type as LiveEvent["type"]] && typeof organization !== "string") return null;
  if (type === "triage.changed" && !(typeof cause === "string" && Object.hasOwn(TRIAGE_CAUSES, cause))) return null;
  return data as LiveEvent;
}

/** Everything an event could refresh: after the stream was down (events may have been missed), all of it at once. */
export function everyLivePrefix(tabOrg: string): QueryKey[] {
  return [
    triageKeys.all(tabOrg),
    reportKeys.all(tabOrg),
    snapshotKeys.all(tabOrg),
    historyKeys.queues(),
    takedownKeys.all(tabOrg),
    alertKeys.all,
    WEBHOOK_DELIVERIES_PREFIX,
  ];
}
