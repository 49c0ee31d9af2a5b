// DELETE /api/alerts/silences/:silenceId — end a silence now
import { z } from "zod";
import { notFound } from "@/lib/alerts/route-helpers";
import { endSilence } from "@/lib/alerts/silences-store";
import { route } from "@/lib/bff/handler";
import { idParam } from "@/lib/contract/ids";
import { getDb } from "@/lib/db";

export const DELETE = route({
  permission: "admin",
  params: z.strictObject({ silenceId: idParam }),
  audit: { action: "alert-silence.end", target: ({ params }) => String(params.silenceId) },
  call: async ({ params }) => {
    const silence = await endSilence(await getDb(), params.silenceId);
    if (!silence) throw notFound("active silence");
    return { silence };
  },
});
