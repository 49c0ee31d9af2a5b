// GET /api/session/sso — "Sign in with <provider>": a redirect to the identity provider (docs/sign-in.md)
import { z } from "zod";
import { route } from "@/lib/bff/handler";
import { startSso } from "@/lib/bff/sso-actions";

export const GET = route({
  permission: "public",
  query: z.strictObject({ next: z.string().max(2000).optional() }),
  call: ({ query }, ctx) => startSso(query.next, ctx),
});
