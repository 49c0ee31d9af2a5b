// GET /api/wall-links — list wall-screen links · POST — create one (its token is answered once, never again)
import { z } from "zod";
import { createWallLink, listWallLinks } from "@/lib/auth/wall-links";
import { route } from "@/lib/bff/handler";
import { CONTROL_MESSAGE, noControlCharacters } from "@/lib/contract/text";
import { getDb } from "@/lib/db";

const newLinkBody = z.strictObject({
  name: z.string().trim().min(1, "Name is required").max(100, "Name is at most 100 characters").refine(noControlCharacters, `Name ${CONTROL_MESSAGE}`),
});

export const GET = route({
  permission: "admin",
  call: async () => ({ links: await listWallLinks(await getDb()) }),
});

export const POST = route({
  permission: "admin",
  body: newLinkBody,
  audit: { action: "wall-link.create", target: ({ body }) => body.name },
  successStatus: 201,
  call: async ({ body }, ctx) => {
    const createdBy = ctx.principal?.kind === "user" ? ctx.principal.username : "unknown";
    return createWallLink(await getDb(), { name: body.name, createdBy });
  },
});
