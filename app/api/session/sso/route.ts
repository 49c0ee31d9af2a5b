// GET /api/session/sso — "Sign in with <provider>": a redirect to the identity provider (docs/sign-in.md)
import { z } from "zod";
import { startSso } from "@/lib/accounts/sso-actions";
import { route } from "@/lib/bff/handler";

export const GET = route({
  permission: "public",
  query: z.strictObject({ next: z.string().max(2000).optional() }),
  call: ({ query }, ctx) => startSso(query.next, ctx),
});
