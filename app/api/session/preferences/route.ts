// GET /api/session/preferences — the signed-in user's own mail address and follow choice · PATCH — change them

import { changePreferences, readPreferences } from "@/lib/accounts/preferences";
import { preferencesBodySchema } from "@/lib/accounts/preferences-schema";
import { changePreferencesApi, preferencesApi } from "@/lib/api-routes/session";
import { serve } from "@/lib/bff/serve";

export const GET = serve(preferencesApi, {
  permission: "read",
  call: (_input, ctx) => readPreferences(ctx.principal),
});

export const PATCH = serve(changePreferencesApi, {
  permission: "read",
  body: preferencesBodySchema,
  audit: { action: "session.change-preferences" },
  call: ({ body }, ctx) => changePreferences(ctx.principal, body),
});
