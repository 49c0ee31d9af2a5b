import { declareRoute } from "@/lib/api/define";
import type { testMappingBodySchema } from "@/lib/auth/oidc/mapping-test-schema";
import type { MappingTestResult, SignInSettingsView } from "@/lib/auth/oidc/sign-in-settings.types";

/** GET /api/session/sso/settings: how people sign in (admins). */
export const signInSettingsApi = declareRoute<Record<never, never>, SignInSettingsView>()({
  method: "GET",
  path: "/api/session/sso/settings",
  key: ["session", "sso", "settings"],
});

/** POST /api/session/sso/test-mapping: the role a pasted claim set would give (admins). */
export const testMappingApi = declareRoute<{ body: typeof testMappingBodySchema }, MappingTestResult>()({
  method: "POST",
  path: "/api/session/sso/test-mapping",
  key: ["session", "sso", "test-mapping"],
});
