// GET /api/healthz — liveness, and whether the upstream answers
import { route } from "@/lib/bff/handler";
import { checkHealth } from "@/lib/healthchecks/healthz";

export const GET = route({ permission: "public", call: () => checkHealth() });
