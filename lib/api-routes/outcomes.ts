import { declareRoute } from "@/lib/api/define";
import type { outcomesQuerySchema } from "@/lib/outcomes/outcome-schemas";
import type { OutcomesView } from "@/lib/outcomes/outcome-view";

/** GET /api/outcomes: what the service achieved for the organization in a window, card by card, with the console's own figures. */
export const outcomesApi = declareRoute<{ query: typeof outcomesQuerySchema }, OutcomesView>()({
  method: "GET",
  path: "/api/outcomes",
  key: ["outcomes"],
});
