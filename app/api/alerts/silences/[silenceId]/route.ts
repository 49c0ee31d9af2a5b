// DELETE /api/alerts/silences/:silenceId — end a silence now
import { notFound } from "@/lib/alerts/route-helpers";
import { endSilence } from "@/lib/alerts/silences-store";
import { endSilenceApi } from "@/lib/api-routes/alerts";
import { alertSilenceParamsSchema } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";

export const DELETE = serve(endSilenceApi, {
  permission: "admin",
  params: alertSilenceParamsSchema,
  audit: { action: "alert-silence.end", target: ({ params }) => String(params.silenceId) },
  call: async ({ params }) => {
    const silence = await endSilence(await getDb(), params.silenceId);
    if (!silence) throw notFound("active silence");
    return { silence };
  },
});
