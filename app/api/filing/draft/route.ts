// GET, POST, DELETE /api/filing/draft — the caller's own unfinished filing, kept until filed or discarded

import { filingDraftApi, filingDraftDiscardApi, filingDraftSaveApi } from "@/lib/api-routes/filing";
import { slugQuerySchema } from "@/lib/bff/common-schemas";
import { serve } from "@/lib/bff/serve";
import { draftBodySchema } from "@/lib/contract/filing-draft";
import { storageKeyOf } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import { deleteDraft, readDraft, writeDraft } from "@/lib/filing/draft-store";
import { userOf } from "@/lib/saved-views/service";

export const GET = serve(filingDraftApi, {
  permission: "review",
  org: "query",
  query: slugQuerySchema,
  call: async (_input, ctx) => {
    const found = await readDraft(await getDb(), { userId: userOf(ctx.principal).userId, organization: storageKeyOf(ctx.organization) });
    return { draft: found?.draft ?? null, updatedAt: found?.updatedAt ?? null };
  },
});

export const POST = serve(filingDraftSaveApi, {
  permission: "review",
  org: "body",
  body: draftBodySchema,
  call: async ({ body }, ctx) => {
    const updatedAt = await writeDraft(await getDb(), { userId: userOf(ctx.principal).userId, organization: storageKeyOf(ctx.organization) }, body.draft);
    return { updatedAt };
  },
});

export const DELETE = serve(filingDraftDiscardApi, {
  permission: "review",
  org: "query",
  query: slugQuerySchema,
  call: async (_input, ctx) => {
    await deleteDraft(await getDb(), { userId: userOf(ctx.principal).userId, organization: storageKeyOf(ctx.organization) });
    return { discarded: true as const };
  },
});
