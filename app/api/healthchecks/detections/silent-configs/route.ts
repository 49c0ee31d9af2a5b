// POST /api/healthchecks/detections/silent-configs — healthcheck: silent detection configs
import { healthcheckRoute } from "@/lib/healthchecks/healthcheck-route";

export const POST = healthcheckRoute("detections.silent-configs");
