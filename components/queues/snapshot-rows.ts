import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { PENDING_PROPOSALS } from "@/lib/format/counts";

/**
 * The snapshot (interface-v2 section 2.9) turned into chart rows. Pure: the charts, the tables,
 * the Markdown/CSV exports and the wall all read these rows, so they always agree.
 */

export type ChartRow = {
  /** Stable key, also used in test ids (`lt24h`, `breached`, `acme`, `(others)`). */
  key: string;
  label: string;
  /** Null when the service did not send this count: shown in words, never drawn or summed as 0. */
  value: number | null;
  /** Bar colour (Okabe–Ito palette, colour-blind safe); never the only signal: every bar has its label. */
  color: string;
  /** The list this bar counts (see snapshot-links.ts), when it has one. */
  href?: string;
  /** How many items that list holds, when it may differ from `value` (triage: see snapshot-links.ts). */
  listCount?: number;
};

export type ChartId = "review-age" | "review-sla" | "takedown-age" | "takedown-status" | "review-by-org" | "takedown-by-org";

export type ChartSpec = { id: ChartId; title: string; rows: ChartRow[] };

/** Okabe–Ito colours, distinguishable with the common colour-vision deficiencies. */
export const PALETTE = {
  sky: "#56B4E9",
  blue: "#0072B2",
  green: "#009E73",
  yellow: "#F0E442",
  orange: "#E69F00",
  vermillion: "#D55E00",
  purple: "#CC79A7",
  grey: "#8C8C8C",
} as const;

type AgeBucketsLike = { lt24h: number | null; h24to72: number | null; h72to168: number | null; gte168h: number | null };

/** One bar per named count of `counts`, in the order given: [the count's key, its label, its colour]. */
function countRows<K extends string>(counts: Record<K, number | null>, bars: readonly (readonly [key: K, label: string, color: string])[]): ChartRow[] {
  return bars.map(([key, label, color]) => ({ key, label, value: counts[key], color }));
}

/** Section 8: under 24 h, 24 to 72 h, 72 to 168 h, 168 h and over. */
export function ageRows(buckets: AgeBucketsLike): ChartRow[] {
  return countRows(buckets, [
    ["lt24h", "Under 24 h", PALETTE.sky],
    ["h24to72", "1–3 days", PALETTE.blue],
    ["h72to168", "3–7 days", PALETTE.orange],
    ["gte168h", "7 days or more", PALETTE.vermillion],
  ]);
}

export function slaRows(sla: QueueSnapshot["reviewQueue"]["slaBuckets"]): ChartRow[] {
  return countRows(sla, [
    ["breached", "Breached", PALETTE.vermillion],
    ["dueWithin24h", "Due within 24 h", PALETTE.orange],
    ["dueWithin72h", "Due within 3 days", PALETTE.yellow],
    ["beyond72h", "Due after 3 days", PALETTE.green],
    ["missingSla", "No SLA", PALETTE.grey],
  ]);
}

export function statusRows(counts: QueueSnapshot["takedownQueue"]["statusCounts"]): ChartRow[] {
  return countRows(counts, [
    ["todo", "To do", PALETTE.sky],
    ["inProgress", "In progress", PALETTE.blue],
    ["pendingInput", "Waiting for input", PALETTE.purple],
  ]);
}

export type OrgCount = { slug: string; count: number | null };

/** Key of the "others" row; parenthesised so it cannot clash with an organization slug. */
export const OTHERS_KEY = "(others)";

/**
 * Sorted by count (descending), then slug; the first `limit` kept and the rest summed into one
 * "others" row (only when there is a rest). Does not trust the service's order.
 */
export function topOrgRows(entries: readonly OrgCount[], limit = 10): ChartRow[] {
  // An unknown count sorts last (it is not known to be large) and is never summed into "others" as 0.
  const sorted = [...entries].sort((a, b) => (b.count ?? -1) - (a.count ?? -1) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const top = sorted.slice(0, limit).map((e, i) => ({
    key: e.slug,
    label: e.slug,
    value: e.count,
    color: i % 2 === 0 ? PALETTE.blue : PALETTE.sky,
  }));
  const rest = sorted.slice(limit);
  if (rest.length === 0) return top;
  const others = rest.some((e) => e.count === null) ? null : rest.reduce((sum, e) => sum + (e.count ?? 0), 0);
  return [...top, { key: OTHERS_KEY, label: `Others (${rest.length})`, value: others, color: PALETTE.grey }];
}

export function reviewByOrg(snapshot: QueueSnapshot): OrgCount[] {
  return snapshot.reviewQueue.byOrg.map((o) => ({ slug: o.slug, count: o.pendingProposals }));
}

export function takedownByOrg(snapshot: QueueSnapshot): OrgCount[] {
  return snapshot.takedownQueue.byOrg.map((o) => ({ slug: o.slug, count: o.openTakedowns }));
}

/** Every chart of /queues, in page order. */
export function snapshotCharts(snapshot: QueueSnapshot): ChartSpec[] {
  return [
    { id: "review-age", title: "Review queue by age", rows: ageRows(snapshot.reviewQueue.ageBuckets) },
    { id: "review-sla", title: "Review queue by SLA", rows: slaRows(snapshot.reviewQueue.slaBuckets) },
    { id: "takedown-status", title: "Takedowns by status", rows: statusRows(snapshot.takedownQueue.statusCounts) },
    { id: "takedown-age", title: "Takedown queue by age", rows: ageRows(snapshot.takedownQueue.ageBuckets) },
    { id: "review-by-org", title: "Pending proposals by organization", rows: topOrgRows(reviewByOrg(snapshot)) },
    { id: "takedown-by-org", title: "Open takedowns by organization", rows: topOrgRows(takedownByOrg(snapshot)) },
  ];
}

/** `value` null: the service did not send it (shown in words, never as 0). */
export type KeyFigure = { key: string; label: string; value: number | null };

/** The totals shown above the charts (and large on the wall); their names are known before any snapshot. */
export const KEY_FIGURES: readonly (Pick<KeyFigure, "key" | "label"> & { read: (snapshot: QueueSnapshot) => number | null })[] = [
  { key: "totalPendingProposals", label: PENDING_PROPOSALS.total, read: (s) => s.reviewQueue.totalPendingProposals },
  { key: "distinctReports", label: "Reports with pending proposals", read: (s) => s.reviewQueue.distinctReports },
  { key: "slaBreached", label: "SLA breached", read: (s) => s.reviewQueue.slaBuckets.breached },
  { key: "totalOpen", label: "Open takedowns", read: (s) => s.takedownQueue.totalOpen },
  { key: "staleInProgress", label: "Stale takedowns in progress", read: (s) => s.takedownQueue.staleInProgress },
];

export function keyFigures(snapshot: QueueSnapshot): KeyFigure[] {
  return KEY_FIGURES.map(({ key, label, read }) => ({ key, label, value: read(snapshot) }));
}
