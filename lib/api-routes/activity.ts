import type { activityListQuerySchema } from "@/lib/activity/activity-schemas";
import type { AuditEventPage } from "@/lib/api/audit-event.types";
import { declareRoute } from "@/lib/api/define";

/** GET /api/activity: the audit log, newest first, filtered by user, action and time, keyset-paged. */
export const activityListApi = declareRoute<{ query: typeof activityListQuerySchema }, AuditEventPage>()({
  method: "GET",
  path: "/api/activity",
  key: ["activity", "list"],
});
