// GET /api/alerts/firing — the alerts firing now (the shell's badge and the wall's banner)
import { firingAlerts } from "@/lib/alerts/views";
import { route } from "@/lib/bff/handler";
import { getDb } from "@/lib/db";

export const GET = route({
  permission: "read",
  wall: true,
  call: async () => ({ alerts: await firingAlerts(await getDb(), new Date()) }),
});
