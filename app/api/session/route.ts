// POST /api/session — sign in · GET — who is signed in · DELETE — sign out
import { z } from "zod";
import { route } from "@/lib/bff/handler";
import { signIn, signOut, whoAmI } from "@/lib/bff/session-actions";

const credentials = z.strictObject({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(1024),
});

export const POST = route({ permission: "public", body: credentials, successStatus: 204, call: ({ body }, ctx) => signIn(body, ctx) });
export const GET = route({ permission: "read", wall: true, call: (_input, ctx) => whoAmI(ctx) });
export const DELETE = route({ permission: "read", wall: true, successStatus: 204, call: () => signOut() });
