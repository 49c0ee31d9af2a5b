// POST /api/session — sign in (JSON, or the sign-in page's HTML form) · GET — who is signed in · DELETE — sign out
import { z } from "zod";
import { signIn, signOut, whoAmI } from "@/lib/accounts/session-actions";
import { signOutApi } from "@/lib/api-routes/session";
import { signInPagePath } from "@/lib/auth/sign-in-page";
import { route } from "@/lib/bff/handler";
import { serve } from "@/lib/bff/serve";
import { safeNextPath } from "@/lib/safe-next";

const credentials = z.strictObject({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(1024),
});

export const POST = route({
  permission: "public",
  body: credentials,
  form: {
    fields: ["username", "password"],
    success: (form) => safeNextPath(form.get("next")),
    failure: (form, refusal) => signInPagePath(form.get("next"), refusal),
  },
  successStatus: 204,
  call: ({ body }, ctx) => signIn(body, ctx),
});
export const GET = route({ permission: "read", wall: true, call: (_input, ctx) => whoAmI(ctx) });
export const DELETE = serve(signOutApi, { permission: "read", wall: true, successStatus: 204, call: (_input, ctx) => signOut(ctx) });
