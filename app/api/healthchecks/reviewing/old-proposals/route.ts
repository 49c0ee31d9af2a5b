// POST /api/healthchecks/reviewing/old-proposals — healthcheck: PENDING proposals older than the warn and fail ages
import { healthcheckRoute } from "@/lib/healthchecks/healthcheck-route";

export const POST = healthcheckRoute("reviewing.old-proposals");
