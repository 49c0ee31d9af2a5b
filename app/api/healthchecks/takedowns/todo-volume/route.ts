// POST /api/healthchecks/takedowns/todo-volume — healthcheck: TODO takedown volume
import { healthcheckRoute } from "@/lib/healthchecks/healthcheck-route";

export const POST = healthcheckRoute("takedowns.todo-volume");
