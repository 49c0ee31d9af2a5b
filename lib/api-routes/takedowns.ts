import { declareRoute } from "@/lib/api/define";
import type { TakedownListPage } from "@/lib/contract/takedown";
import type { takedownListBodySchema } from "@/lib/contract/takedown-request";

/** POST /api/takedowns/list: one page of the organization's takedowns, filtered and sorted. */
export const takedownListApi = declareRoute<{ body: typeof takedownListBodySchema }, TakedownListPage>()({
  method: "POST",
  path: "/api/takedowns/list",
  key: ["takedowns", "list"],
});
