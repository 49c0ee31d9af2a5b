import { declareRoute } from "@/lib/api/define";
import type { UserNoticesView } from "@/lib/triage/view-types";

/** GET /api/notices: what waits for the signed-in user, from every organization (the shell's notice). */
export const noticesApi = declareRoute<Record<never, never>, UserNoticesView>()({ method: "GET", path: "/api/notices", key: ["notices"] });
