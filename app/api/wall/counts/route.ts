// GET /api/wall/counts — the console's own figures on the wall: assets online again, the most used tags, items assigned
import { wallCountsApi } from "@/lib/api-routes/wall";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";
import { organizationStoreKey } from "@/lib/upstream/organization-key";
import { wallCounts } from "@/lib/wall/counts";

export const GET = serve(wallCountsApi, {
  permission: "read",
  wall: true,
  call: async (_input, ctx) => wallCounts(await getDb(), await organizationStoreKey(ctx.organization)),
});
