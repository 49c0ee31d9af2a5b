// POST /api/healthchecks/reviewing/backlog — healthcheck: review backlog
import { healthcheckRoute } from "@/lib/healthchecks/healthcheck-route";

export const POST = healthcheckRoute("reviewing.backlog");
