// PATCH /api/alerts/rules/:ruleId — replace a rule's definition · DELETE — delete it (its history stays)
import { z } from "zod";
import { checkRuleChannels, notFound } from "@/lib/alerts/route-helpers";
import { ruleInputSchema } from "@/lib/alerts/rule-schema";
import { deleteRule, updateRule } from "@/lib/alerts/rules-store";
import { route } from "@/lib/bff/handler";
import { idParam } from "@/lib/contract/ids";
import { getDb } from "@/lib/db";

const params = z.strictObject({ ruleId: idParam });

export const PATCH = route({
  permission: "admin",
  params,
  body: ruleInputSchema,
  audit: { action: "alert-rule.update", target: ({ params }) => String(params.ruleId) },
  call: async ({ params, body }) => {
    await checkRuleChannels(body);
    const rule = await updateRule(await getDb(), params.ruleId, body);
    if (!rule) throw notFound("rule");
    return { rule };
  },
});

export const DELETE = route({
  permission: "admin",
  params,
  audit: { action: "alert-rule.delete", target: ({ params }) => String(params.ruleId) },
  call: async ({ params }) => {
    if (!(await deleteRule(await getDb(), params.ruleId))) throw notFound("rule");
    return new Response(null, { status: 204 });
  },
});
