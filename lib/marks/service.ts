import "server-only";
import type { z } from "zod";
import { withImagePaths } from "@/lib/attachments/signed-path";
import type { Principal } from "@/lib/auth/principal";
import { getSessionSecret } from "@/lib/auth/session-secret";
import { badRequest, forbidden, refusal } from "@/lib/bff/errors";
import type { HandlerContext } from "@/lib/bff/handler";
import { publishLive } from "@/lib/bus/bus";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import { type OrganizationScope, slugSelectorOf } from "@/lib/contract/organization-scope";
import type { Report, ReportList } from "@/lib/contract/report";
import { tagSchema } from "@/lib/contract/tag";
import { getDb } from "@/lib/db";
import type { MarkKind } from "@/lib/db/schema";
import { getLogger } from "@/lib/log/logger";
import { reportIndexFeed } from "@/lib/report-index/feed";
import { FollowLimitError } from "@/lib/threats/follows";
import { organizationStoreKey } from "@/lib/upstream/organization-key";
import { listReports } from "@/lib/upstream/reports";
import { assetFiltersOf, assetsMatching, storedAssetVersions } from "./asset-selection";
import { MARKED_PAGE, type MarkedFilter, markedReportIds, reportsOf } from "./marked-reports";
import type { BulkMarkAnswer, ItemMarks } from "./marks.types";
import { type bulkMarkBodySchema, MAX_BULK_ITEMS, type markedReportsQuerySchema, type marksQuerySchema } from "./schemas";
import { filterQueryOf, indexedVersions, type ResolvedSelection, reportsMatching } from "./selection";
import { applyBulk, type BulkFollow, readMarks, undoBulk } from "./store";

function userName(principal: Principal | null): string {
  if (principal?.kind !== "user") throw forbidden();
  return principal.username;
}

/** "3 reports: 5132, 5133, 5134" (at most 20 named, then how many more), with the batch's id. */
export function auditTargetOf(kind: string, ids: readonly string[], batchId: string): string {
  const named = ids.slice(0, 20).join(", ");
  const more = ids.length > 20 ? ` and ${ids.length - 20} more` : "";
  return `${ids.length} ${kind}${ids.length === 1 ? "" : "s"}: ${named}${more} (bulk ${batchId})`.slice(0, 500);
}

/**
 * Proposals' versions (their report's updatedAt as last walked: a snooze "until the service
 * changes it" wakes when it moves), given by the caller: lib/triage depends on lib/marks, not back.
 */
export type ProposalVersions = (organization: OrganizationKey, ids: readonly string[]) => Promise<Map<string, string>>;
/** Proposals' asset ids in the stored triage walk (a bulk follow follows them), given by the caller likewise. */
export type ProposalAssets = (organization: OrganizationKey, ids: readonly string[]) => Promise<string[]>;
/** Every proposal /triage lists under a filter (its address text), given by the caller likewise. */
export type ProposalsMatching = (organization: OrganizationScope, filter: string) => Promise<string[]>;
export type ProposalLookups = { versions: ProposalVersions; assets: ProposalAssets; matching: ProposalsMatching };

async function resolve(body: z.output<typeof bulkMarkBodySchema>, ctx: HandlerContext, proposals: ProposalLookups): Promise<ResolvedSelection> {
  const db = await getDb();
  if ("ids" in body.selection) {
    if (body.kind === "report") return indexedVersions(db, body.selection.ids);
    const ids = body.selection.ids;
    const org = await organizationStoreKey(ctx.organization);
    if (body.kind === "asset") return storedAssetVersions(db, org, ids);
    return { ids: [...ids], versions: await proposals.versions(org, ids) };
  }
  // Assets: the /assets filters resolved against the console's store (the threats sync's copy).
  if (body.kind === "asset") return assetsMatching(db, await organizationStoreKey(ctx.organization), assetFiltersOf(body.selection.filter));
  // Proposals: the /triage filters over the stored walk, every proposal they hold, not only the loaded ones.
  if (body.kind === "proposal") {
    const ids = await proposals.matching(ctx.organization, body.selection.filter);
    if (ids.length > MAX_BULK_ITEMS)
      throw badRequest(`${ids.length} proposals match this filter; a bulk action takes at most ${MAX_BULK_ITEMS}: narrow the filter first`);
    return { ids, versions: await proposals.versions(await organizationStoreKey(ctx.organization), ids) };
  }
  const own = markedFilterOf(body.selection.filter);
  if (own) {
    const ids = await markedReportIds(db, await organizationStoreKey(ctx.organization), own);
    if (ids.length > MAX_BULK_ITEMS)
      throw badRequest(`${ids.length} reports match this filter; a bulk action takes at most ${MAX_BULK_ITEMS}: narrow the filter first`);
    return indexedVersions(db, ids);
  }
  const query = { ...filterQueryOf(body.selection.filter), ...slugSelectorOf(ctx.organization) };
  const client = ctx.upstream();
  return reportsMatching(
    (q) => listReports(client, q, { requestId: ctx.requestId, signal: ctx.request.signal }),
    query,
    async (page: ReportList) => {
      // The walk teaches the report index (and its snapshots) as a list answer does.
      const feed = await reportIndexFeed(ctx.organization, page);
      await feed?.();
    },
  );
}

/** The console's own filters of a page's address text (tag, assignee, snoozed), or null when it names none. */
function markedFilterOf(filter: string): MarkedFilter | null {
  const params = new URLSearchParams(filter);
  const tag = params.get("tag") ?? undefined;
  const assignee = params.get("assignee") ?? undefined;
  const snoozed = params.get("snoozed") === "true";
  if (tag !== undefined && !tagSchema.safeParse(tag).success) throw badRequest("Not a tag");
  return tag || assignee || snoozed ? { tag: tag ? tag.toLowerCase() : undefined, assignee, snoozed } : null;
}

/** POST /api/marks/bulk: one action on the selection, one audit entry naming its items, undoable as one step. */
export async function bulkMark(body: z.output<typeof bulkMarkBodySchema>, ctx: HandlerContext, proposals: ProposalLookups): Promise<BulkMarkAnswer> {
  const by = userName(ctx.principal);
  const selection = await resolve(body, ctx, proposals);
  if (selection.ids.length === 0) throw badRequest("No item matches this selection");
  const org = await organizationStoreKey(ctx.organization);
  const db = await getDb();
  const follow = body.action.type === "follow" ? await followsOf(db, ctx.principal, org, body.kind, selection.ids, proposals.assets) : undefined;
  let batch: Awaited<ReturnType<typeof applyBulk>>;
  try {
    batch = await applyBulk(db, { org, kind: body.kind }, selection.ids, body.action, by, new Date(), selection.versions, follow);
  } catch (error) {
    if (error instanceof FollowLimitError) throw refusal(409, error.message);
    throw error;
  }
  ctx.auditTarget(auditTargetOf(body.kind, batch.itemIds, batch.id));
  await tellScreens(org, body.kind);
  return { batchId: batch.id, count: batch.itemIds.length, changed: batch.changed, undoUntil: batch.undoUntil };
}

/** Whose follows a bulk follow adds to, and the assets of the selected items (a report's proposals' and listed assets). */
async function followsOf(
  db: Awaited<ReturnType<typeof getDb>>,
  principal: Principal | null,
  org: OrganizationKey,
  kind: MarkKind,
  ids: readonly string[],
  proposalAssets: ProposalAssets,
): Promise<BulkFollow> {
  if (principal?.kind !== "user") throw forbidden();
  // An asset's follow is the asset itself; a proposal's and a report's, the assets they name.
  const assetIds =
    kind === "asset"
      ? [...ids]
      : kind === "proposal"
        ? await proposalAssets(org, ids)
        : (await reportsOf(db, ids)).flatMap((r) => [
            ...r.proposals.flatMap((p) => (p.asset ? [String(p.asset.id)] : [])),
            ...(r.assets ?? []).map((a) => String(a.id)),
          ]);
  if (assetIds.length === 0) throw badRequest("The selected items name no asset the console knows yet");
  return { userId: principal.userId, assetIds };
}

/** DELETE /api/marks/bulk/:batchId */
export async function undoMark(batchId: string, ctx: HandlerContext): Promise<{ undone: number }> {
  const by = userName(ctx.principal);
  const org = await organizationStoreKey(ctx.organization);
  const outcome = await undoBulk(await getDb(), org, batchId, by);
  if (outcome.kind === "missing") throw refusal(404, "No bulk action with this id");
  if (outcome.kind === "not-yours") throw forbidden("Only who made a bulk action may undo it");
  if (outcome.kind === "too-late") throw refusal(409, "This bulk action can no longer be undone: its time is over, or it was undone already");
  ctx.auditTarget(auditTargetOf("item", outcome.itemIds, batchId));
  await tellScreens(org, "report");
  return { undone: outcome.itemIds.length };
}

/** GET /api/marks */
export async function marksOf(query: z.output<typeof marksQuerySchema>, ctx: HandlerContext): Promise<{ marks: Record<string, ItemMarks> }> {
  const db = await getDb();
  const org = await organizationStoreKey(ctx.organization);
  const { versions } =
    query.kind === "report"
      ? await indexedVersions(db, query.ids)
      : query.kind === "asset"
        ? await storedAssetVersions(db, org, query.ids)
        : { versions: new Map<string, string>() };
  return { marks: await readMarks(db, { org, kind: query.kind }, query.ids, new Date(), versions) };
}

/**
 * The marks of an export's pages (lib/reports/export-reports.ts), read per page of the service's
 * reports; a snooze "until the service changes it" is judged against each report's own updatedAt.
 */
export async function reportMarksReader(scope: HandlerContext["organization"]): Promise<(reports: readonly Report[]) => Promise<Record<string, ItemMarks>>> {
  const db = await getDb();
  const org = await organizationStoreKey(scope);
  return (reports) => {
    const ids = reports.map((r) => String(r.id));
    const versions = new Map(reports.flatMap((r) => (r.updatedAt ? [[String(r.id), r.updatedAt] as const] : [])));
    return readMarks(db, { org, kind: "report" }, ids, new Date(), versions);
  };
}

/** GET /api/marks/reports: a page of the reports carrying a tag, an assignee or a snooze, with the count of all. */
export async function markedReports(query: z.output<typeof markedReportsQuerySchema>, ctx: HandlerContext): Promise<ReportList> {
  if (query.tag === undefined && query.assignee === undefined && query.snoozed === undefined) throw badRequest("Name a tag, an assignee or snoozed");
  const db = await getDb();
  const filter = { tag: query.tag, assignee: query.assignee, snoozed: query.snoozed === "true" };
  const ids = await markedReportIds(db, await organizationStoreKey(ctx.organization), filter);
  const page = ids.slice(query.offset, query.offset + MARKED_PAGE);
  const secret = getSessionSecret();
  const reports = (await reportsOf(db, page)).map((report) => withImagePaths(report, secret));
  const next = query.offset + MARKED_PAGE;
  return { reports, nextCursor: next < ids.length ? String(next) : null, totalCount: ids.length };
}

async function tellScreens(org: OrganizationKey, kind: MarkKind): Promise<void> {
  // Colleagues' open lists read the marks again (their query keys sit under the reports prefix; /assets' rows' too).
  await publishLive(
    kind !== "proposal" ? { type: "reports.changed", organization: org } : { type: "triage.changed", organization: org, cause: "review" },
  ).catch((error) => getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, "marks: live event not sent"));
}
