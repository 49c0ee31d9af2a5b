// GET /api/service/contract — what the console tolerated in the service's answers since it started, per endpoint
import { serviceContractApi } from "@/lib/api-routes/service";
import { serve } from "@/lib/bff/serve";
import { toleranceSummary } from "@/lib/contract/tolerance";

export const GET = serve(serviceContractApi, { permission: "read", call: async () => toleranceSummary() });
