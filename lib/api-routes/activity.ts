import type { activityListQuerySchema } from "@/lib/activity/activity";
import { declareRoute } from "@/lib/api/define";
import type { AuditEventPage } from "@/lib/db/audit-events";

/** GET /api/activity: the audit log, newest first, filtered by user, action and time, keyset-paged. */
export const activityListApi = declareRoute<{ query: typeof activityListQuerySchema }, AuditEventPage>()({
  method: "GET",
  path: "/api/activity",
  key: ["activity", "list"],
});
