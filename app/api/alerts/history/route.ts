// GET /api/alerts/history — state transitions, newest first, with each notification's delivery attempts
import { z } from "zod";
import { idParam } from "@/lib/alerts/rule-schema";
import { alertHistory } from "@/lib/alerts/views";
import { route } from "@/lib/bff/handler";
import { getDb } from "@/lib/db";

export const GET = route({
  permission: "read",
  query: z.strictObject({
    ruleId: idParam.optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, "limit is 1 to 200")
      .transform(Number)
      .pipe(z.number().int().min(1).max(200))
      .default(100),
  }),
  call: async ({ query }) => ({ entries: await alertHistory(await getDb(), { ruleId: query.ruleId, limit: query.limit }) }),
});
