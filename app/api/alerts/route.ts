// GET /api/alerts — rules with their current states, channels (no secrets) and active silences
import { alertsOverview } from "@/lib/alerts/views";
import { route } from "@/lib/bff/handler";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";

export const GET = route({
  permission: "read",
  call: async () => alertsOverview(await getDb(), new Date(), getEnv().ALERTS_EVALUATE_MS),
});
