// DELETE /api/session/everywhere — sign out everywhere: end every session of the signed-in user, on every device
import { endEverySessionOf } from "@/lib/auth/session";
import { ApiError } from "@/lib/bff/errors";
import { route } from "@/lib/bff/handler";

export const DELETE = route({
  permission: "read",
  audit: { action: "session.sign-out-everywhere" },
  successStatus: 204,
  call: async (_input, ctx) => {
    if (ctx.principal?.kind !== "user") throw new ApiError(400, "NOT_A_USER_SESSION", "Only a signed-in user can sign out everywhere");
    await endEverySessionOf(ctx.principal.userId);
    return undefined;
  },
});
