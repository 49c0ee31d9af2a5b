// POST /api/alerts/silences — mute one rule, or every rule of a scope, until a time, with a reason
import { actorName } from "@/lib/alerts/route-helpers";
import { silenceInputSchema } from "@/lib/alerts/rule-schema";
import { createSilence } from "@/lib/alerts/silences-store";
import { createSilenceApi } from "@/lib/api-routes/alerts";
import { badRequest } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";

export const POST = serve(createSilenceApi, {
  permission: "admin",
  body: silenceInputSchema,
  audit: { action: "alert-silence.create", target: ({ body }) => (body.ruleId !== undefined ? `rule ${body.ruleId}` : body.scope) },
  successStatus: 201,
  call: async ({ body }, ctx) => {
    if (Date.parse(body.endsAt) <= Date.now()) throw badRequest("Invalid body", [{ message: "The silence must end in the future", path: ["body", "endsAt"] }]);
    return { silence: await createSilence(await getDb(), body, actorName(ctx)) };
  },
});
