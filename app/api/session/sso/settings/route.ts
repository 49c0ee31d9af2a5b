// GET /api/session/sso/settings — how people sign in: local passwords, the identity provider and its role map (admins)

import { signInSettingsApi } from "@/lib/api-routes/sign-in";
import { signInSettings } from "@/lib/auth/oidc/sign-in-settings";
import { serve } from "@/lib/bff/serve";

export const GET = serve(signInSettingsApi, { permission: "admin", call: async () => signInSettings() });
