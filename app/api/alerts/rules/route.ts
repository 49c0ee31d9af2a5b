// POST /api/alerts/rules — create an alert rule
import { actorName, checkRuleChannels, checkRuleView } from "@/lib/alerts/route-helpers";
import { ruleInputSchema } from "@/lib/alerts/rule-schema";
import { createRule } from "@/lib/alerts/rules-store";
import { createRuleApi } from "@/lib/api-routes/alerts";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";

export const POST = serve(createRuleApi, {
  permission: "admin",
  body: ruleInputSchema,
  audit: { action: "alert-rule.create", target: ({ body }) => body.name },
  successStatus: 201,
  call: async ({ body }, ctx) => {
    await checkRuleChannels(body);
    await checkRuleView(body, ctx);
    return { rule: await createRule(await getDb(), body, actorName(ctx)) };
  },
});
