// POST /api/healthchecks/takedowns/in-progress-volume — healthcheck: IN_PROGRESS takedown volume
import { healthcheckRoute } from "@/lib/healthchecks/healthcheck-route";

export const POST = healthcheckRoute("takedowns.in-progress-volume");
