import { declareRoute } from "@/lib/api/define";
import type { slugQuerySchema } from "@/lib/bff/common-schemas";
import type { AccountSetupList } from "@/lib/contract/account-setup";

/** GET /api/account/readiness: what the organization's account is set up for (`POST /user/orgs`), for /settings and /health. */
export const accountReadinessApi = declareRoute<{ query: typeof slugQuerySchema }, AccountSetupList>()({
  method: "GET",
  path: "/api/account/readiness",
  key: ["account", "readiness"],
});
