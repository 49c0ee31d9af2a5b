// GET /api/alerts — rules with their current states, channels (settings for admins only, never secrets) and active silences
import { alertsOverview } from "@/lib/alerts/views";
import { alertsOverviewApi } from "@/lib/api-routes/alerts";
import { can } from "@/lib/auth/permissions";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";

export const GET = serve(alertsOverviewApi, {
  permission: "read",
  call: async (_input, ctx) =>
    alertsOverview(await getDb(), new Date(), getEnv().ALERTS_EVALUATE_MS, {
      channelSettings: ctx.principal?.kind === "user" && can(ctx.principal.role, "admin"),
      userId: ctx.principal?.kind === "user" ? ctx.principal.userId : null,
    }),
});
