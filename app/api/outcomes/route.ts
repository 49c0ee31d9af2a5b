// GET /api/outcomes — the Outcomes page: the service's outcome metrics card by card, beside the previous period, and the console's own figures

import { outcomesApi } from "@/lib/api-routes/outcomes";
import { badRequest } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { outcomesQuerySchema } from "@/lib/outcomes/outcome-schemas";
import { resolveWindow, type WindowDays } from "@/lib/outcomes/outcome-window";
import { loadOutcomes } from "@/lib/outcomes/outcomes";

export const GET = serve(outcomesApi, {
  permission: "read",
  org: "query",
  query: outcomesQuerySchema,
  call: ({ query }, ctx) => {
    const now = new Date();
    const asked = query.from && query.to ? { from: query.from, to: query.to } : { days: Number(query.window ?? "30") as WindowDays };
    const resolved = resolveWindow(asked, now);
    if (!resolved.ok) throw badRequest(resolved.message, [{ path: ["from"], message: resolved.message }]);
    return loadOutcomes(
      ctx.upstream(),
      ctx.organization,
      { window: resolved.window, brandId: query.brand ?? null },
      { signal: ctx.request.signal, requestId: ctx.requestId },
      now,
    );
  },
});
