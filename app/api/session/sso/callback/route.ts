// GET /api/session/sso/callback — the identity provider sends the browser back here with a code (or an error)
import { z } from "zod";
import { finishSso } from "@/lib/accounts/sso-actions";
import { route } from "@/lib/bff/handler";

const text = (max: number) => z.string().max(max).optional();

export const GET = route({
  permission: "public",
  // Providers add parameters of their own (session_state, iss…): read whole by openid-client.
  query: z.looseObject({ code: text(4096), state: text(512), error: text(200), error_description: text(2000) }),
  call: (_input, ctx) => finishSso(ctx),
});
