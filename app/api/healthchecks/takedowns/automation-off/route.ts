// POST /api/healthchecks/takedowns/automation-off — healthcheck: automated takedowns switched off
import { healthcheckRoute } from "@/lib/healthchecks/healthcheck-route";

export const POST = healthcheckRoute("takedowns.automation-off");
