import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { csvDocument } from "@/lib/csv";
import { formatHours } from "@/lib/format/duration";
import { NOT_SENT } from "@/lib/format/not-sent";
import { ageRows, type ChartRow, reviewByOrg, slaRows, statusRows, takedownByOrg, topOrgRows } from "./snapshot-rows";

/**
 * Markdown and CSV of a snapshot, the two text outputs the service's command-line client offers.
 * CSV is the complete data in long form (section, metric, value), every organization included;
 * Markdown is the readable report, organizations cut to the top 10 and "others" as on the page.
 */

const CSV_HEADER = ["section", "metric", "value"] as const;

type Cell = string | number | boolean | null;

function bucketLines(section: string, rows: ChartRow[]): Cell[][] {
  return rows.map((r) => [section, r.key, r.value]);
}

/** What the service did not send is an empty CSV cell (never a 0) and words in Markdown. */
const csvCell = (value: Cell): string | number | boolean => value ?? "";
const mdValue = (value: number | string | null): string => (value === null ? NOT_SENT : String(value));

/** The staleness threshold the snapshot was asked with (hours in IN_PROGRESS; the service's default 168). */
const DEFAULT_STALE_HOURS = 168;

export function snapshotToCsv(s: QueueSnapshot, staleThresholdHours: number = DEFAULT_STALE_HOURS): string {
  const r = s.reviewQueue;
  const t = s.takedownQueue;
  const lines: Cell[][] = [
    [...CSV_HEADER],
    ["snapshot", "generatedAt", s.generatedAt],
    ["snapshot", "slug", s.scope.slug],
    ["snapshot", "all", s.scope.all],
    ["snapshot", "staleThresholdHours", staleThresholdHours],
    ["reviewQueue", "totalPendingProposals", r.totalPendingProposals],
    ["reviewQueue", "distinctReports", r.distinctReports],
    ...bucketLines("reviewQueue.ageBuckets", ageRows(r.ageBuckets)),
    ...bucketLines("reviewQueue.slaBuckets", slaRows(r.slaBuckets)),
    ...r.byOrg.map((o) => ["reviewQueue.byOrg", o.slug, o.pendingProposals]),
    ["takedownQueue", "totalOpen", t.totalOpen],
    ["takedownQueue", "staleInProgress", t.staleInProgress],
    ...bucketLines("takedownQueue.statusCounts", statusRows(t.statusCounts)),
    ...bucketLines("takedownQueue.ageBuckets", ageRows(t.ageBuckets)),
    ...t.byOrg.map((o) => ["takedownQueue.byOrg", o.slug, o.openTakedowns]),
  ];
  return csvDocument(lines.map((line) => line.map(csvCell)));
}

/** Escapes what Markdown table cells would otherwise interpret. */
export function markdownCell(text: string): string {
  return text.replace(/[\\|`*_[\]<>]/g, (c) => `\\${c}`).replace(/\r?\n/g, " ");
}

function table(heading: string, rows: ChartRow[]): string[] {
  return [`### ${heading}`, "", "| Bucket | Count |", "|---|---:|", ...rows.map((row) => `| ${markdownCell(row.label)} | ${mdValue(row.value)} |`), ""];
}

export function snapshotToMarkdown(s: QueueSnapshot, staleThresholdHours: number = DEFAULT_STALE_HOURS): string {
  const r = s.reviewQueue;
  const t = s.takedownQueue;
  const scope = s.scope.all
    ? "all organizations"
    : s.scope.slug === null
      ? `an organization ${NOT_SENT}`
      : `organization \`${s.scope.slug.replaceAll("`", "")}\``;
  return [
    `## Queue snapshot — ${scope}`,
    "",
    `Generated ${s.generatedAt ?? `at a time ${NOT_SENT}`}. Stale: in progress and unchanged for ${formatHours(staleThresholdHours)} (${staleThresholdHours} h) or more.`,
    "",
    "| Total | Count |",
    "|---|---:|",
    `| Pending proposals | ${mdValue(r.totalPendingProposals)} |`,
    `| Reports with pending proposals | ${mdValue(r.distinctReports)} |`,
    `| Open takedowns | ${mdValue(t.totalOpen)} |`,
    `| Stale takedowns in progress (unchanged ${formatHours(staleThresholdHours)} or more) | ${mdValue(t.staleInProgress)} |`,
    "",
    ...table("Review queue by age", ageRows(r.ageBuckets)),
    ...table("Review queue by SLA", slaRows(r.slaBuckets)),
    ...table("Pending proposals by organization", topOrgRows(reviewByOrg(s))),
    ...table("Takedowns by status", statusRows(t.statusCounts)),
    ...table("Takedown queue by age", ageRows(t.ageBuckets)),
    ...table("Open takedowns by organization", topOrgRows(takedownByOrg(s))),
  ].join("\n");
}

/** `queue-snapshot-acme-2026-11-20T12-00-00Z.csv` */
export function snapshotFileName(s: QueueSnapshot, extension: "csv" | "md"): string {
  const who = s.scope.all ? "all" : (s.scope.slug ?? "").replace(/[^A-Za-z0-9_-]/g, "_") || "org";
  const when = (s.generatedAt ?? "unknown-time").replace(/\.\d+/, "").replaceAll(":", "-");
  return `queue-snapshot-${who}-${when}.${extension}`;
}
