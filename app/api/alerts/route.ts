// GET /api/alerts — rules with their current states, channels (settings for admins only, never secrets) and active silences
import { alertsOverview } from "@/lib/alerts/views";
import { can } from "@/lib/auth/permissions";
import { route } from "@/lib/bff/handler";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";

export const GET = route({
  permission: "read",
  call: async (_input, ctx) =>
    alertsOverview(await getDb(), new Date(), getEnv().ALERTS_EVALUATE_MS, {
      channelSettings: ctx.principal?.kind === "user" && can(ctx.principal.role, "admin"),
    }),
});
