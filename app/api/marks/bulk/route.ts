// POST /api/marks/bulk — tag, untag, note, assign, snooze, unsnooze or follow a selection (ids, or every report, asset or proposal matching a filter)
import { bulkMarkApi } from "@/lib/api-routes/marks";
import { serve } from "@/lib/bff/serve";
import { bulkMarkBodySchema } from "@/lib/marks/schemas";
import { bulkMark } from "@/lib/marks/service";
import { matchingProposalIds, walkedProposalAssets, walkedProposalVersions } from "@/lib/triage/proposal-versions";

export const POST = serve(bulkMarkApi, {
  permission: "review",
  org: "body",
  body: bulkMarkBodySchema,
  // The target names the items once the selection is resolved (lib/marks/service.ts).
  audit: { action: ({ body }) => `marks.${body.action.type}` },
  call: ({ body }, ctx) => bulkMark(body, ctx, { versions: walkedProposalVersions, assets: walkedProposalAssets, matching: matchingProposalIds }),
});
