// GET /api/activity/export — the filtered audit log as a streamed CSV download
import { activityCsvResponse, activityFiltersSchema } from "@/lib/activity/activity";
import { route } from "@/lib/bff/handler";

export const GET = route({
  permission: "admin",
  query: activityFiltersSchema,
  // Taking the whole log away is worth a record of its own.
  audit: { action: "activity.export" },
  call: async ({ query }) => activityCsvResponse(query),
});
