import type { Takedown } from "@/lib/contract/takedown";
import { csvDocument } from "@/lib/csv";

export const TAKEDOWN_CSV_COLUMNS = [
  "id",
  "status",
  "createdAt",
  "updatedAt",
  "assetId",
  "assetContent",
  "assetType",
  "liveness",
  "brand",
  "assignee",
] as const;

/** The takedowns as one CSV file (the console's one writer: BOM, RFC 4180, formula-safe cells), header first. */
export function takedownsCsv(takedowns: readonly Takedown[]): string {
  return csvDocument([
    TAKEDOWN_CSV_COLUMNS,
    ...takedowns.map((t) => [
      String(t.id),
      t.status,
      t.createdAt,
      t.updatedAt,
      t.asset ? String(t.asset.id) : "",
      t.asset?.content ?? "",
      t.asset?.type ?? "",
      t.asset?.livenessStatus ?? "",
      t.brand?.name ?? "",
      t.assignee?.fullName ?? "",
    ]),
  ]);
}
