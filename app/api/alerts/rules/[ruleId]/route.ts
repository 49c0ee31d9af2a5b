// PATCH /api/alerts/rules/:ruleId — replace a rule's definition · DELETE — delete it (its history stays)
import { checkRuleChannels, checkRuleView, notFound } from "@/lib/alerts/route-helpers";
import { ruleInputSchema } from "@/lib/alerts/rule-schema";
import { deleteRule, getRule, updateRule } from "@/lib/alerts/rules-store";
import { deleteRuleApi, updateRuleApi } from "@/lib/api-routes/alerts";
import { alertRuleParamsSchema as params } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";

export const PATCH = serve(updateRuleApi, {
  permission: "admin",
  params,
  body: ruleInputSchema,
  audit: { action: "alert-rule.update", target: ({ params }) => String(params.ruleId) },
  call: async ({ params, body }, ctx) => {
    await checkRuleChannels(body);
    const current = await getRule(await getDb(), params.ruleId);
    if (!current) throw notFound("rule");
    await checkRuleView(body, ctx, current);
    const rule = await updateRule(await getDb(), params.ruleId, body);
    if (!rule) throw notFound("rule");
    return { rule };
  },
});

export const DELETE = serve(deleteRuleApi, {
  permission: "admin",
  params,
  audit: { action: "alert-rule.delete", target: ({ params }) => String(params.ruleId) },
  call: async ({ params }) => {
    if (!(await deleteRule(await getDb(), params.ruleId))) throw notFound("rule");
    return new Response(null, { status: 204 });
  },
});
