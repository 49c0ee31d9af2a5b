// POST /api/healthchecks/takedowns/cancelled-count — healthcheck: cancelled takedowns in the lookback window
import { healthcheckRoute } from "@/lib/healthchecks/healthcheck-route";

export const POST = healthcheckRoute("takedowns.cancelled-count");
