import type { AlertsOverview, FiringAlert, HistoryEntry } from "@/lib/alerts/views";
import { declareRoute } from "@/lib/api/define";
import type { alertHistoryQuerySchema } from "@/lib/bff/route-schemas";

/** GET /api/alerts: rules with their states, channels (settings for admins only, never secrets), active silences. */
export const alertsOverviewApi = declareRoute<Record<never, never>, AlertsOverview>()({ method: "GET", path: "/api/alerts", key: ["alerts", "overview"] });

/** GET /api/alerts/firing: the alerts firing now (the shell's badge, the wall's banner). */
export const firingAlertsApi = declareRoute<Record<never, never>, { alerts: FiringAlert[] }>()({
  method: "GET",
  path: "/api/alerts/firing",
  key: ["alerts", "firing"],
});

/** GET /api/alerts/history: state transitions, newest first. */
export const alertHistoryApi = declareRoute<{ query: typeof alertHistoryQuerySchema }, { entries: HistoryEntry[] }>()({
  method: "GET",
  path: "/api/alerts/history",
  key: ["alerts", "history"],
});
