// GET /api/activity — the audit log, newest first, filtered by user, action and time, keyset-paged

import { activityListQuerySchema, listActivity } from "@/lib/activity/activity";
import { activityListApi } from "@/lib/api-routes/activity";
import { serve } from "@/lib/bff/serve";

export const GET = serve(activityListApi, {
  permission: "admin",
  query: activityListQuerySchema,
  call: ({ query }) => listActivity(query),
});
