import { csvDocument } from "@/lib/csv";
import { label } from "@/lib/format/labels";
import type { ItemMarks } from "@/lib/marks/marks.types";
import type { QueueItem } from "./queue";

const HEADER = ["proposal", "asset", "asset type", "report", "report title", "SLA due", "waits on your organization", "tags", "assignee", "snoozed"];

/** The selected proposals of /triage as CSV: what the list shows of each, and the console's marks. */
export function queueCsv(items: readonly QueueItem[], marks: ReadonlyMap<string, ItemMarks>): string {
  return csvDocument([
    HEADER,
    ...items.map((item) => {
      const m = marks.get(item.key);
      const type = item.proposal.asset?.type;
      return [
        item.key,
        item.proposal.asset?.content ?? "",
        type ? label("assetType", type) : "",
        String(item.report.id),
        item.report.title ?? "",
        item.slaDue === null ? "" : new Date(item.slaDue).toISOString(),
        item.certainty === "certain" ? "yes" : item.certainty === "maybe" ? "maybe" : "",
        (m?.tags ?? []).join(" "),
        m?.assignee ?? "",
        m?.snoozed ? "yes" : "",
      ];
    }),
  ]);
}
