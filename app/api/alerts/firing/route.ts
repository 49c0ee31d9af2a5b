// GET /api/alerts/firing — the alerts firing now (the shell's badge and the wall's banner)
import { firingAlerts } from "@/lib/alerts/views";
import { firingAlertsApi } from "@/lib/api-routes/alerts";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";

export const GET = serve(firingAlertsApi, {
  permission: "read",
  wall: true,
  call: async (_input, ctx) => ({
    alerts: await firingAlerts(await getDb(), new Date(), { userId: ctx.principal?.kind === "user" ? ctx.principal.userId : null }),
  }),
});
