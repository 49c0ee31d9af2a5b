// GET /api/activity — the audit log, newest first, filtered by user, action and time, keyset-paged
import { activityListQuerySchema, listActivity } from "@/lib/bff/activity";
import { route } from "@/lib/bff/handler";

export const GET = route({
  permission: "admin",
  query: activityListQuerySchema,
  call: ({ query }) => listActivity(query),
});
