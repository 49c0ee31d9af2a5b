// POST /api/healthchecks/takedowns/stale-in-progress — healthcheck: takedowns IN_PROGRESS past the staleness threshold
import { healthcheckRoute } from "@/lib/healthchecks/healthcheck-route";

export const POST = healthcheckRoute("takedowns.stale-in-progress");
