// POST /api/healthchecks/assets/dead-asset-spike — healthcheck: a spike of dead assets
import { healthcheckRoute } from "@/lib/healthchecks/healthcheck-route";

export const POST = healthcheckRoute("assets.dead-asset-spike");
