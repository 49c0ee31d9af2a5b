// POST /api/alerts/rules/:ruleId/acknowledgement — "I have it": own a firing alert, with a note · DELETE — nobody owns it any more
import { type OwnershipOutcome, setOwner } from "@/lib/alerts/ownership";
import { actorName, notFound } from "@/lib/alerts/route-helpers";
import { acknowledgeAlertApi, unacknowledgeAlertApi } from "@/lib/api-routes/alerts";
import { ApiError } from "@/lib/bff/errors";
import { acknowledgementBodySchema, alertRuleParamsSchema as params } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { publishLive } from "@/lib/bus/bus";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";

async function answer(outcome: OwnershipOutcome) {
  if (!outcome.ok) {
    if (outcome.reason === "no-rule") throw notFound("rule");
    if (outcome.reason === "not-firing") throw new ApiError(409, "CONFLICT", "This alert is not firing: only a firing alert can be acknowledged");
    throw new ApiError(409, "CONFLICT", "Nobody has acknowledged this alert");
  }
  // The shell's badge and the wall's banner show who owns it at once.
  await publishLive({ type: "alerts.changed" });
  return { acknowledgement: outcome.ack };
}

export const POST = serve(acknowledgeAlertApi, {
  permission: "review",
  params,
  body: acknowledgementBodySchema,
  audit: { action: "alert.acknowledge", target: ({ params }) => `rule ${params.ruleId}` },
  call: async ({ params, body }, ctx) =>
    answer(await setOwner(await getDb(), params.ruleId, { by: actorName(ctx), note: body.note }, new Date(), getEnv().ALERTS_MINUTE_MS)),
});

export const DELETE = serve(unacknowledgeAlertApi, {
  permission: "review",
  params,
  audit: { action: "alert.unacknowledge", target: ({ params }) => `rule ${params.ruleId}` },
  call: async ({ params }, ctx) =>
    answer(await setOwner(await getDb(), params.ruleId, { by: actorName(ctx), note: null, release: true }, new Date(), getEnv().ALERTS_MINUTE_MS)),
});
