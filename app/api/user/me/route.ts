// POST /api/user/me — the service user's profile
import { z } from "zod";
import { route } from "@/lib/bff/handler";
import { getCurrentUser } from "@/lib/upstream/user";

export const POST = route({
  permission: "admin",
  body: z.strictObject({}),
  call: (_input, ctx) => getCurrentUser(ctx.upstream()),
});
