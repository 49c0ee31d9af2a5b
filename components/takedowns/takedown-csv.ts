import { csvRow } from "@/lib/bff/csv";
import type { Takedown } from "@/lib/contract/takedown";

export const TAKEDOWN_CSV_COLUMNS = [
  "id", "status", "createdAt", "updatedAt", "assetId", "assetContent", "assetType", "liveness", "brand", "assignee",
] as const;

/** The takedowns as one CSV file (RFC 4180, formula-safe cells), header first. */
export function takedownsCsv(takedowns: readonly Takedown[]): string {
  return (
    csvRow(TAKEDOWN_CSV_COLUMNS) +
    takedowns
      .map((t) =>
        csvRow([
          String(t.id), t.status, t.createdAt, t.updatedAt, t.asset ? String(t.asset.id) : "", t.asset?.content ?? "",
          t.asset?.type ?? "", t.asset?.livenessStatus ?? "", t.brand?.name ?? "", t.assignee?.fullName ?? "",
        ]),
      )
      .join("")
  );
}
