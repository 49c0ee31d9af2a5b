import { type AgeBucket, OPEN_STATUSES, takedownsHref } from "@/components/takedowns/takedown-view";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { type ChartId, type ChartSpec, OTHERS_KEY } from "./snapshot-rows";

/**
 * Where each number of a snapshot leads: the list it counts. Pure.
 * Review-queue buckets open triage filtered to the bucket (`/triage?age=<key>`, `/triage?sla=<key>`,
 * keys as the snapshot names them); takedown buckets open /takedowns filtered the same way the
 * snapshot counts (open statuses, createdAt windows as of the snapshot's `generatedAt`, staleness
 * by `windowHours`); a by-organization bar opens that organization (`orgHref`).
 */
export type SnapshotLinkOptions = {
  /** The organization the view asked for (kept on every link), or null for the console's own. */
  slug: string | null;
  windowHours: number | null;
  /** The page showing that organization's figures (/queues?slug=… or /wall?slug=…). */
  orgHref: (slug: string) => string;
};

const STATUS_OF: Record<string, string> = { todo: "TODO", inProgress: "IN_PROGRESS", pendingInput: "PENDING_INPUT" };

function triageHref(filter: "age" | "sla" | null, key: string | null, slug: string | null): string {
  const params = new URLSearchParams();
  if (filter && key) params.set(filter, key);
  if (slug) params.set("slug", slug);
  const text = params.toString();
  return text ? `/triage?${text}` : "/triage";
}

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
      return takedownsHref({ status: OPEN_STATUSES, age: key as AgeBucket, asOf: snapshot.generatedAt, slug });
  }
}

/** The list a key figure counts, or null. */
export function figureHref(key: string, snapshot: QueueSnapshot, options: SnapshotLinkOptions): string | null {
  if (snapshot.scope.all) return null;
  const { slug } = options;
  switch (key) {
    case "totalPendingProposals":
    case "distinctReports":
      return triageHref(null, null, slug);
    case "slaBreached":
      return triageHref("sla", "breached", slug);
    case "totalOpen":
      return takedownsHref({ status: OPEN_STATUSES, slug });
    case "staleInProgress":
      return takedownsHref({ stale: true, asOf: snapshot.generatedAt, windowHours: options.windowHours ?? undefined, slug });
    default:
      return null;
  }
}

/** The charts with each row's link filled in. */
export function linkCharts(charts: ChartSpec[], snapshot: QueueSnapshot, options: SnapshotLinkOptions): ChartSpec[] {
  return charts.map((chart) => ({
    ...chart,
    rows: chart.rows.map((row) => ({ ...row, href: chartRowHref(chart.id, row.key, snapshot, options) ?? undefined })),
  }));
}
