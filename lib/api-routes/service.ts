import { declareRoute } from "@/lib/api/define";
import type { ToleranceSummary } from "@/lib/contract/tolerance.types";
import type { ServiceConnectionView } from "@/lib/service-connection/view";

/** GET /api/service/contract: what the console tolerated in the service's answers since it started. */
export const serviceContractApi = declareRoute<Record<never, never>, ToleranceSummary>()({
  method: "GET",
  path: "/api/service/contract",
  key: ["service", "contract"],
});

/** GET /api/service-connection: which service the console uses, what the key reaches, the last outcomes. */
export const serviceConnectionApi = declareRoute<Record<never, never>, ServiceConnectionView>()({
  method: "GET",
  path: "/api/service-connection",
  key: ["service-connection", "view"],
});
