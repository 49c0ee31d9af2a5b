// GET /api/wall-links — list wall-screen links · POST — create one (its token is answered once, never again)

import { wallLinkCreateApi, wallLinkListApi } from "@/lib/api-routes/wall-links";
import { createWallLink, listWallLinks } from "@/lib/auth/wall-links";
import { newWallLinkBodySchema } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";

export const GET = serve(wallLinkListApi, {
  permission: "admin",
  call: async () => ({ links: await listWallLinks(await getDb()) }),
});

export const POST = serve(wallLinkCreateApi, {
  permission: "admin",
  body: newWallLinkBodySchema,
  audit: { action: "wall-link.create", target: ({ body }) => body.name },
  successStatus: 201,
  call: async ({ body }, ctx) => {
    const createdBy = ctx.principal?.kind === "user" ? ctx.principal.username : "unknown";
    return createWallLink(await getDb(), { name: body.name, createdBy });
  },
});
