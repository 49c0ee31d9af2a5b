import { declareRoute } from "@/lib/api/define";
import type { ReportList } from "@/lib/contract/report";
import type { BulkMarkAnswer, ItemMarks } from "@/lib/marks/marks.types";
import type { bulkMarkBodySchema, markBatchParamsSchema, markedReportsQuerySchema, marksQuerySchema } from "@/lib/marks/schemas";

// Keys sit under ["reports"]: a live "reports.changed" refreshes them on colleagues' screens (components/live/live-invalidation.ts).

/** GET /api/marks: the console's tags, assignee, snooze and newest notes of these items. */
export const marksApi = declareRoute<{ query: typeof marksQuerySchema }, { marks: Record<string, ItemMarks> }>()({
  method: "GET",
  path: "/api/marks",
  key: ["reports", "marks"],
});

/** POST /api/marks/bulk: one action (tag, untag, note, assign, snooze, unsnooze) on a selection of ids or a filter. */
export const bulkMarkApi = declareRoute<{ body: typeof bulkMarkBodySchema }, BulkMarkAnswer>()({
  method: "POST",
  path: "/api/marks/bulk",
  key: ["reports", "marks", "bulk"],
});

/** DELETE /api/marks/bulk/[batchId]: undo a bulk action as one step, within its window. */
export const undoBulkMarkApi = declareRoute<{ params: typeof markBatchParamsSchema }, { undone: number }>()({
  method: "DELETE",
  path: "/api/marks/bulk/[batchId]",
  key: ["reports", "marks", "undo"],
});

/** GET /api/marks/reports: a page of the reports with a tag, an assignee or a snooze (`nextCursor` an offset). */
export const markedReportsApi = declareRoute<{ query: typeof markedReportsQuerySchema }, ReportList>()({
  method: "GET",
  path: "/api/marks/reports",
  key: ["reports", "marked"],
});
