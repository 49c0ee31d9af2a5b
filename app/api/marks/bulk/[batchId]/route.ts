// DELETE /api/marks/bulk/:batchId — undo one bulk action as one step, within its window
import { undoBulkMarkApi } from "@/lib/api-routes/marks";
import { serve } from "@/lib/bff/serve";
import { markBatchParamsSchema } from "@/lib/marks/schemas";
import { undoMark } from "@/lib/marks/service";

export const DELETE = serve(undoBulkMarkApi, {
  permission: "review",
  params: markBatchParamsSchema,
  audit: { action: "marks.undo", target: ({ params }) => params.batchId },
  call: ({ params }, ctx) => undoMark(params.batchId, ctx),
});
