import type { PreferencesView, preferencesBodySchema } from "@/lib/accounts/preferences-schema";
import { declareRoute } from "@/lib/api/define";
import type { changeOwnPasswordBodySchema } from "@/lib/auth/user-schemas";
import type { chooseOrganizationBodySchema, wallTokenBodySchema } from "@/lib/bff/route-schemas";

/** DELETE /api/session: sign out; a user of the identity provider is told where the provider's session ends. */
export const signOutApi = declareRoute<Record<never, never>, { endSessionUrl: string } | undefined>()({
  method: "DELETE",
  path: "/api/session",
  key: ["session"],
});

/** POST /api/session/organization: remember the organization chosen in the shell. */
export const chooseOrganizationApi = declareRoute<{ body: typeof chooseOrganizationBodySchema }, { slug: string | null }>()({
  method: "POST",
  path: "/api/session/organization",
  key: ["session", "organization"],
});

/** POST /api/session/password: the signed-in user's own password; their other sessions end. */
export const changeOwnPasswordApi = declareRoute<{ body: typeof changeOwnPasswordBodySchema }, undefined>()({
  method: "POST",
  path: "/api/session/password",
  key: ["session", "password"],
});

/** POST /api/session/wall: a wall link's token for a wall session cookie. */
export const wallSignInApi = declareRoute<{ body: typeof wallTokenBodySchema }, undefined>()({
  method: "POST",
  path: "/api/session/wall",
  key: ["session", "wall"],
});

/** PATCH /api/session/wall: a wall screen renews its cookie. */
export const wallRenewApi = declareRoute<Record<never, never>, undefined>()({ method: "PATCH", path: "/api/session/wall", key: ["session", "wall"] });

/** GET /api/session/preferences: the signed-in user's address for mail, and whether what they decide is followed for them. */
export const preferencesApi = declareRoute<Record<never, never>, PreferencesView>()({
  method: "GET",
  path: "/api/session/preferences",
  key: ["session", "preferences"],
});

/** PATCH /api/session/preferences: changes them. */
export const changePreferencesApi = declareRoute<{ body: typeof preferencesBodySchema }, PreferencesView>()({
  method: "PATCH",
  path: "/api/session/preferences",
  key: ["session", "preferences"],
});
