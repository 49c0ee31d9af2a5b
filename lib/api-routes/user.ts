import { declareRoute } from "@/lib/api/define";
import type { emptyBodySchema } from "@/lib/bff/common-schemas";
import type { CurrentUserResponse, UserResponse } from "@/lib/contract/user";
import type { updateUserBodySchema } from "@/lib/contract/user-request";

/** POST /api/user/me: the service user's profile (a read, though the service asks for POST). */
export const profileApi = declareRoute<{ body: typeof emptyBodySchema }, CurrentUserResponse>()({
  method: "POST",
  path: "/api/user/me",
  key: ["profile", "me"],
});

/** POST /api/user/me/update: the profile's changed fields and protection switches. */
export const profileUpdateApi = declareRoute<{ body: typeof updateUserBodySchema }, UserResponse>()({
  method: "POST",
  path: "/api/user/me/update",
  key: ["profile", "me"],
});
