// GET /api/service/contract — what the console tolerated in the service's answers since it started, per endpoint
import { route } from "@/lib/bff/handler";
import { toleranceSummary } from "@/lib/contract/tolerance";

export const GET = route({ permission: "read", call: async () => toleranceSummary() });
