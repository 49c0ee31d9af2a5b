import { CSV_BOM, csvRow } from "@/lib/csv";
import type { AssetRecord } from "./asset-list.types";

/**
 * The /assets CSV's columns and cells: the whole filtered list streamed by GET /api/assets/export
 * (lib/threats/asset-list.ts), and the selected rows the bulk bar saves in the browser, with the
 * console's marks (lib/marks) after them.
 */
export const ASSET_CSV_COLUMNS = [
  "asset_id",
  "content",
  "type",
  "state",
  "liveness",
  "brands",
  "first_reported_at",
  "escalated_at",
  "blocked_at",
  "takedown_status",
  "takedown_submitted_at",
  "takedown_completed_at",
  "live_again_at",
  "updated_at",
] as const;

export function assetCsvCells(a: AssetRecord): unknown[] {
  return [
    a.id,
    a.content,
    a.type,
    a.state,
    a.liveness,
    a.brands.map((b) => b.name ?? b.slug).join("; "),
    a.firstReportedAt,
    a.escalatedAt,
    a.blockedAt,
    a.takedownStatus,
    a.takedownSubmittedAt,
    a.takedownCompletedAt,
    a.liveAgainAt,
    a.updatedAt,
  ];
}

/** An asset's console marks as the selected rows' CSV writes them (lib/marks' `ItemMarks`). */
export type AssetCsvMarks = {
  tags: readonly string[];
  assignee: string | null;
  snoozed: boolean;
  snoozedUntil: string | null;
  notes: readonly { body: string; author: string; createdAt: string }[];
};

/** The selected rows as CSV: the export's columns, then the marks as the reports' CSV writes them (lib/reports/report-csv.ts). */
export function selectedAssetsCsv(assets: readonly AssetRecord[], marks: Readonly<Record<string, AssetCsvMarks | undefined>>): string {
  const header = csvRow([...ASSET_CSV_COLUMNS, "tags", "assignee", "snoozed", "notes"]);
  const lines = assets.map((a) => {
    const m = marks[a.id];
    const snoozed = m?.snoozed ? (m.snoozedUntil ? `until ${m.snoozedUntil}` : "until the service changes it") : "";
    const notes = m?.notes.map((n) => `${n.author} (${n.createdAt}): ${n.body}`).join(" | ") ?? "";
    return csvRow([...assetCsvCells(a), m?.tags.join("; ") ?? "", m?.assignee ?? "", snoozed, notes]);
  });
  return CSV_BOM + header + lines.join("");
}
