import { type AgeBucket, OPEN_STATUSES, takedownsHref } from "@/components/takedowns/takedown-view";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { inTriageText } from "@/lib/format/counts";
import type { TriageCounts } from "@/lib/queries/triage";
import type { AgeState, SlaState } from "@/lib/triage/queue-order";
import { type ChartId, type ChartSpec, OTHERS_KEY } from "./snapshot-rows";

/**
 * Where each number of a snapshot leads: the list it counts. Pure.
 * Review-queue buckets open triage filtered to the bucket (`/triage?age=<key>`, `/triage?sla=<key>`,
 * keys as the snapshot names them); takedown buckets open /takedowns filtered the same way the
 * snapshot counts (open statuses, createdAt windows as of the snapshot's `generatedAt`, staleness
 * by `windowHours`); a by-organization bar opens that organization (`orgHref`).
 *
 * Triage lists fewer proposals than the snapshot counts: only those on reports the service flags
 * for the organization's review (`needsCustomerReview`), where the snapshot counts every pending
 * proposal. So a review number links only with the triage store's own count of that list
 * (`listCount`), and the page says the difference where the two differ.
 */
export type SnapshotLinkOptions = {
  /** The organization the view asked for (kept on every link), or null for the console's own. */
  slug: string | null;
  windowHours: number | null;
  /** The page showing that organization's figures (/queues?slug=… or /wall?slug=…). */
  orgHref: (slug: string) => string;
  /** How many the triage list holds, by bucket; null while unknown (review numbers then link nowhere). */
  triage: TriageCounts | null;
};

const STATUS_OF: Record<string, string> = { todo: "TODO", inProgress: "IN_PROGRESS", pendingInput: "PENDING_INPUT" };

function triageHref(filter: "age" | "sla" | null, key: string | null, slug: string | null): string {
  const params = new URLSearchParams();
  if (filter && key) params.set(filter, key);
  if (slug) params.set("slug", slug);
  const text = params.toString();
  return text ? `/triage?${text}` : "/triage";
}

/** How many items the list behind a review number holds, or null when it is not a triage list (or unknown). */
export function listCount(chart: ChartId | "figure", key: string, triage: TriageCounts | null): number | null {
  if (!triage) return null;
  if (chart === "review-age") return triage.buckets.age[key as AgeState] ?? null;
  if (chart === "review-sla") return triage.buckets.sla[key as SlaState] ?? null;
  if (chart === "figure" && key === "totalPendingProposals") return triage.total;
  if (chart === "figure" && key === "slaBreached") return triage.buckets.sla.breached;
  return null;
}

const TRIAGE_CHARTS: readonly string[] = ["review-age", "review-sla"];
const TRIAGE_FIGURES: readonly string[] = ["totalPendingProposals", "slaBreached"];

/** A number and the list it opens: the link's own count is the list's, never the snapshot's when they differ. */
export type NumberLink = { href: string; count: number };

/** The list one bar counts, or null (the "others" row; bucket lists when the snapshot spans every organization). */
export function chartRowHref(chart: ChartId, key: string, snapshot: QueueSnapshot, options: SnapshotLinkOptions): string | null {
  const { slug } = options;
  if (chart === "review-by-org" || chart === "takedown-by-org") return key === OTHERS_KEY ? null : options.orgHref(key);
  if (snapshot.scope.all) return null;
  switch (chart) {
    case "review-age":
      return triageHref("age", key, slug);
    case "review-sla":
      return triageHref("sla", key, slug);
    case "takedown-status":
      return STATUS_OF[key] ? takedownsHref({ status: [STATUS_OF[key]], slug }) : null;
    case "takedown-age":
      return takedownsHref({ status: OPEN_STATUSES, age: key as AgeBucket, asOf: snapshot.generatedAt ?? undefined, slug });
  }
}

/** The list a key figure counts, or null. */
export function figureHref(key: string, snapshot: QueueSnapshot, options: SnapshotLinkOptions): string | null {
  if (snapshot.scope.all) return null;
  const { slug } = options;
  switch (key) {
    case "totalPendingProposals":
      return triageHref(null, null, slug);
    case "slaBreached":
      return triageHref("sla", "breached", slug);
    case "totalOpen":
      return takedownsHref({ status: OPEN_STATUSES, slug });
    case "staleInProgress":
      return takedownsHref({ stale: true, asOf: snapshot.generatedAt ?? undefined, windowHours: options.windowHours ?? undefined, slug });
    default:
      return null;
  }
}

/** A key figure's link with the number of items its list holds, or null (no list, or a triage count not known yet). */
export function figureLink(key: string, value: number | null, snapshot: QueueSnapshot, options: SnapshotLinkOptions): NumberLink | null {
  const href = figureHref(key, snapshot, options);
  if (!href) return null;
  // A figure the service did not send has no number to link; a triage figure still has triage's own count.
  if (!TRIAGE_FIGURES.includes(key)) return value === null ? null : { href, count: value };
  const count = listCount("figure", key, options.triage);
  return count === null ? null : { href, count };
}

/** The charts with each row's link, and the count of the list behind it, filled in. */
export function linkCharts(charts: ChartSpec[], snapshot: QueueSnapshot, options: SnapshotLinkOptions): ChartSpec[] {
  return charts.map((chart) => ({
    ...chart,
    rows: chart.rows.map((row) => {
      const href = chartRowHref(chart.id, row.key, snapshot, options);
      if (!href) return { ...row, href: undefined };
      // A bar whose count was not sent links to its list only where the list has a count of its own (triage).
      if (!TRIAGE_CHARTS.includes(chart.id)) return row.value === null ? { ...row, href: undefined } : { ...row, href };
      const count = listCount(chart.id, row.key, options.triage);
      return count === null ? { ...row, href: undefined } : { ...row, href, listCount: count };
    }),
  }));
}

/**
 * What a link says when its list holds another number than the bar ("161 of 254 in triage"): the
 * words of lib/format/counts.ts. Triage buckets by the console's clock and the report's times, the
 * snapshot by the service's, so a bucket of triage can hold more than the snapshot's: then it says
 * only its own count ("434 in triage").
 */
export function waitingWording(count: number, value: number | null): string {
  return inTriageText(count, value);
}

/** The same under a key figure, where the figure's number stands just above: "635 in triage". */
export function figureWaitingWording(count: number): string {
  return inTriageText(count);
}
