import "server-only";
import { expect } from "vitest";
import { getDb } from "@/lib/db";
import { walkReports } from "@/lib/embedded-service/testing";
import { synced } from "./asset-cases";
import { type CaseTable, expectError, expectIdForm, expectStatus, type MatrixCase, type MatrixContext, OPEN_STATUS } from "./context";

/**
 * The routes whose answer is the service's (the v2 proxy, and the console's routes built on its
 * data): where the dialects differ. Each case compares what the console answers with what the
 * service sent, so an id, a cursor or a status word the console rewrote fails here.
 */

type Report = { id: number | string; title?: string | null; status: string; proposals: Proposal[]; attachments: { imagePath?: string }[] };
type Proposal = { id: number | string; reviewStatus: string; asset?: { id: number | string } | null };
type QueueItem = { key: string; proposal: Proposal };

const SPARSE_CURSOR = /^c\/.+\+[0-9a-f]{8}=$/;

async function reportPage(ctx: MatrixContext, query: string) {
  const answer = await ctx.call("GET", "organization/reports", { query: `?${query}` });
  expectStatus(answer, 200);
  return answer.body as { reports: Report[]; nextCursor: string | number | null; totalCount?: number | null; unreadable?: number };
}

/** The service's own answer, as the console received it. */
async function serviceAnswer(ctx: MatrixContext, method: string, path: string, body?: unknown) {
  const answer = await ctx.env.service.call(method, path, { body });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function triageQueue(
  ctx: MatrixContext,
): Promise<{ items: QueueItem[]; total: number; waitingOnYou: unknown; unreadable?: { proposals: number; requestIds: string[] } }> {
  const answer = await ctx.call("GET", "triage/queue", { query: "?limit=1000" });
  expectStatus(answer, 200);
  return answer.body;
}

/** Queued proposals the console can review (the sparse dialect sends some without their asset). */
async function reviewable(ctx: MatrixContext): Promise<QueueItem[]> {
  return (await triageQueue(ctx)).items.filter((i) => i.proposal.asset);
}

function reviewOf(item: QueueItem) {
  return { assetId: item.proposal.asset!.id, decision: "REJECT", rejectReason: "irrelevant" };
}

/** A healthcheck route: the check answered with its id and grade, every finding kept with the ref in the dialect's form. */
function healthcheck(id: string, extra?: (ctx: MatrixContext, body: any) => void): MatrixCase {
  return {
    checks: `200, the ${id} result with its grade and findings${extra ? "; what the sparse dialect leaves out said as not sent" : ""}`,
    async run(ctx) {
      const answer = await ctx.call("POST", `healthchecks/${id.replace(".", "/")}`, { body: {} });
      expectStatus(answer, 200);
      expect(answer.body.id).toBe(id);
      expect(["ok", "warn", "fail"]).toContain(answer.body.severity);
      expect(Array.isArray(answer.body.findings)).toBe(true);
      if (ctx.dialect === "sparse") expect(answer.body.notSent).toEqual(expect.arrayContaining(["ok", "appUrl"]));
      else expect(typeof answer.body.ok).toBe("boolean");
      extra?.(ctx, answer.body);
    },
  };
}

/** Every report the service lists (three pages), tagged through the console in one request by an empty filter. */
async function tagAllOpen(ctx: MatrixContext, tag: string) {
  const answer = await ctx.call("POST", "marks/bulk", { body: { kind: "report", selection: { filter: "fold=true&report=1" }, action: { type: "tag", tag } } });
  expectStatus(answer, 200);
  const open = await walkReports(ctx.env.service, "");
  const ids = open.ids.filter((id) => id !== undefined);
  expect(ids.length).toBeGreaterThan(20);
  expect(answer.body).toMatchObject({ count: ids.length, changed: ids.length });
  return { batchId: answer.body.batchId as string, ids };
}

/** Every blocked asset the sync stored, tagged in one request by /assets' filter (the store's, not a loaded page). */
async function tagBlockedAssets(ctx: MatrixContext, tag: string) {
  await synced(ctx);
  const listed = await ctx.call("GET", "assets", { query: "?state=blocked&limit=200" });
  const blocked = (listed.body.assets as { id: string }[]).map((a) => a.id);
  expect(blocked.length).toBeGreaterThan(1);
  const answer = await ctx.call("POST", "marks/bulk", {
    body: { kind: "asset", selection: { filter: "tab=reported&state=blocked" }, action: { type: "tag", tag } },
  });
  expectStatus(answer, 200);
  expect(answer.body).toMatchObject({ count: blocked.length, changed: blocked.length });
  return { blocked, batchId: answer.body.batchId as string };
}

/** Proposals: /triage's filter (its address text) resolved over the stored walk: every proposal it holds, loaded or not. */
async function bulkOnProposals(ctx: MatrixContext) {
  // The whole queue (an empty filter), one proposal of it loaded.
  const page = await ctx.call("GET", "triage/queue", { query: "?limit=1" });
  expectStatus(page, 200);
  expect(page.body.items).toHaveLength(1);
  const matching = page.body.filteredTotal as number;
  expect(matching).toBeGreaterThan(1);
  const tag = `all-${ctx.dialect}`;
  const answer = await ctx.call("POST", "marks/bulk", { body: { kind: "proposal", selection: { filter: "" }, action: { type: "tag", tag } } });
  expectStatus(answer, 200);
  expect(answer.body.count).toBe(matching);
  const tagged = await ctx.call("GET", "triage/queue", { query: `?tag=${tag}&limit=1000` });
  expect(tagged.body.filteredTotal).toBe(matching);
  expectStatus(await ctx.call("DELETE", "marks/bulk/[batchId]", { params: { batchId: answer.body.batchId } }), 200);
}

/** Assets: a filter selection tagged and audited as one entry naming them; a follow by ids follows the assets themselves. */
async function bulkOnAssets(ctx: MatrixContext) {
  const { blocked, batchId } = await tagBlockedAssets(ctx, `asset-${ctx.dialect}`);
  const audit = await (await getDb()).selectFrom("audit_events").select(["action", "target"]).where("target", "like", `%${batchId}%`).execute();
  expect(audit).toEqual([{ action: "marks.tag", target: expect.stringContaining(`${blocked.length} assets: ${blocked.slice(0, 2).join(", ")}`) }]);
  const follow = await ctx.call("POST", "marks/bulk", { body: { kind: "asset", selection: { ids: blocked.slice(0, 2) }, action: { type: "follow" } } });
  expectStatus(follow, 200);
  const following = await ctx.call("GET", "assets/following");
  expect((following.body.following as { assetId: string }[]).map((f) => f.assetId)).toEqual(expect.arrayContaining(blocked.slice(0, 2)));
  expectStatus(await ctx.call("DELETE", "marks/bulk/[batchId]", { params: { batchId: follow.body.batchId } }), 200);
}

export const SERVICE_CASES: CaseTable = {
  "marks/bulk": {
    POST: {
      checks:
        "every report matching the filter (more than one page) tagged in one request, counted as the service's walk; the audit entry names the items; a viewer is refused; every stored asset matching /assets' filter tagged likewise, and assets followed by id; every proposal /triage's filter holds tagged likewise, not only a loaded page",
      async run(ctx) {
        const tag = `campaign-${ctx.dialect}`;
        const { ids, batchId } = await tagAllOpen(ctx, tag);
        const audit = await (await getDb())
          .selectFrom("audit_events")
          .select(["action", "target", "outcome"])
          .where("target", "like", `%${batchId}%`)
          .execute();
        expect(audit).toEqual([
          { action: "marks.tag", target: expect.stringContaining(`${ids.length} reports: ${ids.slice(0, 3).join(", ")}`), outcome: "success" },
        ]);
        const listed = await ctx.call("GET", "marks/reports", { query: `?tag=${tag}` });
        expectStatus(listed, 200);
        expect(listed.body.totalCount).toBe(ids.length);
        expect(listed.body.reports.map((r: Report) => r.id)).toEqual(ids.slice(0, 20));
        const refused = await ctx.call("POST", "marks/bulk", {
          body: { kind: "report", selection: { ids: [String(ids[0])] }, action: { type: "tag", tag } },
          as: ctx.users.viewer,
        });
        expectError(refused, 403, "FORBIDDEN");
        await bulkOnAssets(ctx);
        await bulkOnProposals(ctx);
      },
    },
  },
  "marks/bulk/[batchId]": {
    DELETE: {
      checks: "the bulk tag undone as one step: no report keeps the tag; a second undo is a 409",
      async run(ctx) {
        const tag = `undo-${ctx.dialect}`;
        const { batchId } = await tagAllOpen(ctx, tag);
        const undone = await ctx.call("DELETE", "marks/bulk/[batchId]", { params: { batchId } });
        expectStatus(undone, 200);
        const listed = await ctx.call("GET", "marks/reports", { query: `?tag=${tag}` });
        expect(listed.body.totalCount).toBe(0);
        expectError(await ctx.call("DELETE", "marks/bulk/[batchId]", { params: { batchId } }), 409, "CONFLICT");
      },
    },
  },
  "marks/reports": {
    GET: {
      checks: "the tagged reports as the service listed them (ids as sent), by pages of 20 with an offset cursor",
      async run(ctx) {
        const tag = `pages-${ctx.dialect}`;
        const { ids } = await tagAllOpen(ctx, tag);
        const second = await ctx.call("GET", "marks/reports", { query: `?tag=${tag}&offset=20` });
        expectStatus(second, 200);
        expect(second.body.reports.map((r: Report) => r.id)).toEqual(ids.slice(20, 40));
        for (const report of second.body.reports) expectIdForm(ctx, "report", report.id);
      },
    },
  },
  marks: {
    GET: {
      checks: "each report's tags, by its id as text; each asset's, by the store's id",
      async run(ctx) {
        const tag = `read-${ctx.dialect}`;
        const { ids } = await tagAllOpen(ctx, tag);
        const answer = await ctx.call("GET", "marks", { query: `?kind=report&ids=${encodeURIComponent(ids.slice(0, 3).join(","))}`, as: ctx.users.viewer });
        expectStatus(answer, 200);
        for (const id of ids.slice(0, 3)) expect(answer.body.marks[String(id)].tags).toContain(tag);
        // /assets' rows by the asset's id as the store keeps it.
        const { blocked } = await tagBlockedAssets(ctx, `asset-read-${ctx.dialect}`);
        const assets = await ctx.call("GET", "marks", { query: `?kind=asset&ids=${encodeURIComponent(blocked.slice(0, 2).join(","))}`, as: ctx.users.viewer });
        expectStatus(assets, 200);
        expect(Object.keys(assets.body.marks).sort()).toEqual(blocked.slice(0, 2).sort());
      },
    },
  },
  "organization/reports": {
    GET: {
      checks:
        "ids as sent (number, numeric string, rpt_…), the same ids as the service's page; every page walked with the cursor handed back verbatim; status=TODO answered in the dialect's words; sparse: the record without id counted, a report without title kept, no totalCount",
      async run(ctx) {
        const first = await reportPage(ctx, "limit=20");
        const sent = (await serviceAnswer(ctx, "GET", "/organization/reports?limit=20")).reports as { id?: unknown }[];
        expect(first.reports.map((r) => r.id)).toEqual(sent.filter((r) => r.id !== undefined).map((r) => r.id));
        for (const report of first.reports) {
          expectIdForm(ctx, "report", report.id);
          for (const proposal of report.proposals) expectIdForm(ctx, "proposal", proposal.id);
        }
        if (ctx.dialect === "sparse") {
          expect(first.unreadable).toBe(1);
          expect(first.totalCount ?? null).toBeNull();
          expect(first.reports.some((r) => r.title === undefined || r.title === null)).toBe(true);
        } else {
          expect(first.unreadable ?? 0).toBe(0);
          expect(first.totalCount).toBe(60);
        }

        // The walk: each page's cursor goes back to the service exactly as written (the sparse service refuses any other).
        ctx.env.upstream.requests.length = 0;
        const ids: unknown[] = [];
        const cursors: string[] = [];
        let cursor: string | number | null = null;
        do {
          const page = await reportPage(ctx, `limit=20${cursor === null ? "" : `&cursor=${encodeURIComponent(String(cursor))}`}`);
          ids.push(...page.reports.map((r) => r.id));
          cursor = page.nextCursor;
          if (cursor !== null) cursors.push(String(cursor));
        } while (cursor !== null && cursors.length < 100);
        expect(cursors.length).toBeGreaterThanOrEqual(2);
        expect(ids).toEqual((await walkReports(ctx.env.service, "")).ids.filter((id) => id !== undefined));
        const sentBack = ctx.env.upstream.requests.map((r) => new URL(r.url, "http://x").searchParams.get("cursor")).filter((c) => c !== null);
        for (const c of cursors) expect(sentBack).toContain(c);
        if (ctx.dialect === "sparse") for (const c of cursors) expect(c).toMatch(SPARSE_CURSOR);

        const open = await reportPage(ctx, "status=TODO&limit=20");
        expect(open.reports.length).toBeGreaterThan(0);
        for (const report of open.reports) expect(report.status).toBe(OPEN_STATUS[ctx.dialect]);
      },
    },
  },
  "organization/reports/[reportId]": {
    GET: {
      checks: "a listed report opens by its id as sent (rpt_… in sparse), the id kept with its type; sparse: the one without title too",
      async run(ctx) {
        const listed = (await reportPage(ctx, "limit=20")).reports;
        const report = listed.find((r) => r.title === undefined || r.title === null) ?? listed[0]!;
        const answer = await ctx.call("GET", "organization/reports/[reportId]", { params: { reportId: String(report.id) } });
        expectStatus(answer, 200);
        expect(answer.body.report.id).toStrictEqual(report.id);
        expect(answer.body.report.title ?? null).toBe(report.title ?? null);
        expect(answer.body.report.proposals.map((p: Proposal) => p.id)).toEqual(report.proposals.map((p) => p.id));
      },
    },
  },
  "organization/brands": {
    GET: {
      checks: "the service's brands with their ids as sent",
      async run(ctx) {
        const answer = await ctx.call("GET", "organization/brands");
        expectStatus(answer, 200);
        const sent = (await serviceAnswer(ctx, "GET", "/organization/brands")).brands as { id: unknown; name: string }[];
        expect(answer.body.brands.map((b: { id: unknown; name: string }) => [b.id, b.name])).toEqual(sent.map((b) => [b.id, b.name]));
        for (const brand of answer.body.brands) expectIdForm(ctx, "other", brand.id, "brand");
      },
    },
  },
  "organization/assets": {
    GET: {
      checks:
        "a page of acme's own assets with ids as sent, filtered by type; the cursor handed back gives the rest; the end null (standard) or absent (alternate, sparse)",
      async run(ctx) {
        const first = await ctx.call("GET", "organization/assets", { query: "?per_page=30" });
        expectStatus(first, 200);
        expect(first.body.assets).toHaveLength(30);
        expectIdForm(ctx, "other", first.body.assets[0].id, "own asset");
        expect(first.body.nextPage).toMatch(/\S/);
        const rest = await ctx.call("GET", "organization/assets", { query: `?per_page=1000&next_page=${encodeURIComponent(first.body.nextPage)}` });
        expect(rest.body.assets.length).toBeGreaterThanOrEqual(10);
        expect(rest.body.nextPage).toBeNull();
        const twitter = await ctx.call("GET", "organization/assets", { query: "?type=TWITTER" });
        expect(twitter.body.assets.every((a: { type: string }) => a.type === "TWITTER")).toBe(true);
      },
    },
    POST: {
      checks: "three pasted assets added with their ids as sent; one already there a per-asset failure in the 200",
      async run(ctx) {
        const answer = await ctx.call("POST", "organization/assets", {
          body: { assets: [{ content: `https://matrix-${ctx.dialect}.example` }, { content: "@matrix_handle" }, { content: "https://www.acme.example" }] },
        });
        expectStatus(answer, 200);
        expect(answer.body.results.map((r: { success: boolean }) => r.success)).toEqual([true, true, false]);
        expect(answer.body.results[2].error).toBe("Asset already exists in organization");
        expectIdForm(ctx, "other", answer.body.results[0].id, "own asset");
      },
    },
  },
  "organization/assets/[assetId]": {
    PATCH: {
      checks:
        "a rename and a cleared description sent back with the id as the service wrote it; an id the organization does not own is the one 404 or 403 shape",
      async run(ctx) {
        const added = await ctx.call("POST", "organization/assets", { body: { assets: [{ content: `https://rename-${ctx.dialect}.example` }] } });
        const id = added.body.results[0].id;
        const answer = await ctx.call("PATCH", "organization/assets/[assetId]", {
          params: { assetId: String(id) },
          body: { assetId: id, name: "Renamed", description: null },
        });
        expectStatus(answer, 200);
        expect(answer.body).toMatchObject({ id, name: "Renamed", description: null });
        const missing = await ctx.call("PATCH", "organization/assets/[assetId]", { params: { assetId: "999999" }, body: { assetId: 999999, name: "x" } });
        expectError(missing, 404, "NOT_FOUND");
      },
    },
    DELETE: {
      checks: "removed with the id as sent; a second removal the one 404 shape",
      async run(ctx) {
        const added = await ctx.call("POST", "organization/assets", { body: { assets: [{ content: `https://remove-${ctx.dialect}.example` }] } });
        const id = added.body.results[0].id;
        const answer = await ctx.call("DELETE", "organization/assets/[assetId]", { params: { assetId: String(id) }, body: { assetId: id } });
        expectStatus(answer, 200);
        expect(answer.body).toEqual({ success: true, id });
        expectError(await ctx.call("DELETE", "organization/assets/[assetId]", { params: { assetId: String(id) }, body: { assetId: id } }), 404, "NOT_FOUND");
      },
    },
  },
  "own-assets": {
    GET: {
      checks: "every own asset of acme, all pages walked, each with its content",
      async run(ctx) {
        const answer = await ctx.call("GET", "own-assets");
        expectStatus(answer, 200);
        expect(answer.body.assets.length).toBeGreaterThanOrEqual(40);
        expect(answer.body.assets.map((a: { content: string }) => a.content)).toContain("https://www.acme.example");
      },
    },
  },
  "organization/asset-groups": {
    GET: {
      checks: "groups with ids as sent; sparse: a count the service left out is null and named in notSent, never 0",
      async run(ctx) {
        const answer = await ctx.call("GET", "organization/asset-groups");
        expectStatus(answer, 200);
        const groups = answer.body.groups as { id: unknown; assetCount: number | null; notSent?: string[] }[];
        expect(groups.length).toBeGreaterThanOrEqual(4);
        for (const group of groups) {
          expectIdForm(ctx, "other", group.id, "group");
          const leftOut = ctx.dialect === "sparse" && Number(group.id) % 2 === 0;
          if (leftOut) expect(group).toMatchObject({ assetCount: null, notSent: ["assetCount"] });
          else expect(group.assetCount).toEqual(expect.any(Number));
        }
      },
    },
    POST: {
      checks: "201, the new group with its id as sent and its name; sparse: the name the service did not echo said as not sent",
      async run(ctx) {
        const answer = await ctx.call("POST", "organization/asset-groups", { body: { name: `Matrix ${ctx.dialect}` } });
        expectStatus(answer, 201);
        expectIdForm(ctx, "other", answer.body.id, "group");
        if (ctx.dialect === "sparse") expect(answer.body).toMatchObject({ name: null, notSent: ["name"] });
        else expect(answer.body.name).toBe(`Matrix ${ctx.dialect}`);
        const list = await ctx.call("GET", "organization/asset-groups");
        expect(list.body.groups).toContainEqual(expect.objectContaining({ id: answer.body.id, name: `Matrix ${ctx.dialect}` }));
      },
    },
  },
  "organization/asset-groups/[groupId]": {
    PATCH: {
      checks: "a rename sent back with the group's id as the service wrote it; a missing group is the one 404 shape, whatever error shape the dialect sent",
      async run(ctx) {
        const created = await ctx.call("POST", "organization/asset-groups", { body: { name: `Rename me ${ctx.dialect}` } });
        const id = created.body.id as number | string;
        const answer = await ctx.call("PATCH", "organization/asset-groups/[groupId]", {
          params: { groupId: String(id) },
          body: { groupId: id, name: "Renamed" },
        });
        expectStatus(answer, 200);
        expect(answer.body.id).toStrictEqual(id);
        const list = await ctx.call("GET", "organization/asset-groups");
        expect(list.body.groups).toContainEqual(expect.objectContaining({ id, name: "Renamed" }));
        const missing = ctx.dialect === "standard" ? 99_999 : "99999";
        const refused = await ctx.call("PATCH", "organization/asset-groups/[groupId]", { params: { groupId: "99999" }, body: { groupId: missing, name: "x" } });
        expectError(refused, 404, "NOT_FOUND");
      },
    },
    DELETE: {
      checks: "200 with the id as sent; the count of unassigned assets, or (sparse) said as not sent",
      async run(ctx) {
        const created = await ctx.call("POST", "organization/asset-groups", { body: { name: `Delete me ${ctx.dialect}` } });
        const id = created.body.id as number | string;
        const answer = await ctx.call("DELETE", "organization/asset-groups/[groupId]", { params: { groupId: String(id) }, body: { groupId: id } });
        expectStatus(answer, 200);
        if (ctx.dialect === "sparse") expect(answer.body).toMatchObject({ unassignedAssetCount: null, notSent: ["unassignedAssetCount"] });
        else expect(answer.body.unassignedAssetCount).toEqual(expect.any(Number));
        const list = await ctx.call("GET", "organization/asset-groups");
        expect(list.body.groups.map((g: { id: unknown }) => g.id)).not.toContain(id);
      },
    },
  },
  "organization/proposals/[proposalId]/review": {
    POST: {
      checks: "a queued proposal rejected by its id as sent (prop_… in sparse), sent to the service as one path segment, its asset id as received",
      async run(ctx) {
        const item = (await reviewable(ctx)).at(-1)!;
        ctx.env.upstream.requests.length = 0;
        const answer = await ctx.call("POST", "organization/proposals/[proposalId]/review", { params: { proposalId: item.key }, body: reviewOf(item) });
        expectStatus(answer, 200);
        expectIdForm(ctx, "proposal", item.proposal.id);
        const paths = ctx.env.upstream.requests.map((r) => new URL(r.url, "http://x").pathname);
        expect(paths).toContain(`/api/v2/organization/proposals/${encodeURIComponent(item.key)}/review`);
        const sentBody = JSON.parse(ctx.env.upstream.requests.find((r) => r.url.includes("/review"))!.body);
        expect(sentBody.assetId).toStrictEqual(item.proposal.asset!.id);
      },
    },
  },
  "healthchecks/list": {
    POST: {
      checks: "200, every check of the catalog with whether it is implemented",
      async run(ctx) {
        const answer = await ctx.call("POST", "healthchecks/list", { body: {} });
        expectStatus(answer, 200);
        const checks = answer.body.checks as { id: string; implemented: boolean }[];
        expect(checks.length).toBeGreaterThanOrEqual(10);
        expect(checks.find((c) => c.id === "takedowns.stale-in-progress")?.implemented).toBe(true);
      },
    },
  },
  "healthchecks/detections/silent-configs": { POST: healthcheck("detections.silent-configs") },
  "healthchecks/reviewing/backlog": {
    POST: healthcheck("reviewing.backlog", (ctx, body) => {
      // Sparse: one finding with neither message nor ref, counted rather than shown blank.
      expect(body.unreadableFindings ?? 0).toBe(ctx.dialect === "sparse" ? 1 : 0);
    }),
  },
  "healthchecks/reviewing/old-proposals": { POST: healthcheck("reviewing.old-proposals") },
  "healthchecks/takedowns/todo-volume": { POST: healthcheck("takedowns.todo-volume") },
  "healthchecks/takedowns/in-progress-volume": { POST: healthcheck("takedowns.in-progress-volume") },
  "healthchecks/takedowns/stale-in-progress": {
    POST: healthcheck("takedowns.stale-in-progress", (ctx, body) => {
      // The finding's ref as the dialect wrote it: `takedown:144`, or (sparse) the bare id beside its kind.
      const finding = (body.findings as { kind: string; ref: string }[]).find((f) => f.kind === "takedown")!;
      expect(finding.ref).toMatch(ctx.dialect === "sparse" ? /^[1-9]\d*$/ : /^takedown:[1-9]\d*$/);
    }),
  },
  "healthchecks/takedowns/cancelled-count": {
    POST: healthcheck("takedowns.cancelled-count", (ctx, body) => {
      if (ctx.dialect === "sparse") expect(body.notSent).toContain("observed");
      else expect(body.observed.cancelledCount).toEqual(expect.any(Number));
    }),
  },
  "healthchecks/takedowns/automation-off": { POST: healthcheck("takedowns.automation-off") },
  "healthchecks/assets/dead-asset-spike": { POST: healthcheck("assets.dead-asset-spike") },
  "healthchecks/organization/missing-contact-url": { POST: healthcheck("organization.missing-contact-url") },
  "operations/queues/snapshot": {
    POST: {
      checks: "200, the queue figures; sparse: distinctReports, missingSla and staleInProgress null and named as not sent, never 0",
      async run(ctx) {
        const answer = await ctx.call("POST", "operations/queues/snapshot", { body: {} });
        expectStatus(answer, 200);
        const { reviewQueue, takedownQueue } = answer.body;
        expect(reviewQueue.totalPendingProposals).toBeGreaterThan(0);
        expect(takedownQueue.totalOpen).toBeGreaterThan(0);
        if (ctx.dialect === "sparse") {
          expect(reviewQueue).toMatchObject({ distinctReports: null, notSent: ["distinctReports"] });
          expect(reviewQueue.slaBuckets).toMatchObject({ missingSla: null, notSent: ["missingSla"] });
          expect(takedownQueue).toMatchObject({ staleInProgress: null, notSent: ["staleInProgress"] });
        } else {
          expect(reviewQueue.distinctReports).toBeGreaterThan(0);
          expect(reviewQueue.slaBuckets.missingSla).toEqual(expect.any(Number));
          expect(takedownQueue.staleInProgress).toEqual(expect.any(Number));
        }
      },
    },
  },
  "user/me": {
    POST: {
      checks: "the service user and its organizations with their ids as sent",
      async run(ctx) {
        const answer = await ctx.call("POST", "user/me", { body: {} });
        expectStatus(answer, 200);
        expect(answer.body.user.name).toBe("Alice Anders");
        const sent = await serviceAnswer(ctx, "POST", "/user/me", {});
        expect(answer.body.organizations).toEqual(sent.organizations);
        for (const org of answer.body.organizations) expectIdForm(ctx, "other", org.id, "organization");
      },
    },
  },
  "user/me/update": {
    POST: {
      checks: "200, the updated profile",
      async run(ctx) {
        const answer = await ctx.call("POST", "user/me/update", { body: { protectionConfig: { historyScanning: true } } });
        expectStatus(answer, 200);
        expect(answer.body.user.protectionConfig.historyScanning).toBe(true);
      },
    },
  },
  "asset/search": {
    POST: {
      checks: "an asset found by content, its id as sent; found again by that id",
      async run(ctx) {
        const answer = await ctx.call("POST", "asset/search", { body: { content: "https://www.acme.example" } });
        expectStatus(answer, 200);
        expectIdForm(ctx, "other", answer.body.asset.id, "asset");
        const byId = await ctx.call("POST", "asset/search", { body: { assetId: answer.body.asset.id } });
        expectStatus(byId, 200);
        expect(byId.body.asset).toEqual(answer.body.asset);
      },
    },
  },
  "asset/unblock": {
    POST: {
      checks: "200, the service's outcome for an asset it blocks",
      async run(ctx) {
        const answer = await ctx.call("POST", "asset/unblock", { body: { content: "https://www.acme.example", reason: "our own site" } });
        expectStatus(answer, 200);
        expect(answer.body).toEqual(expect.any(Object));
      },
    },
  },
  "filing/parse": {
    POST: {
      checks: "200, each asset found in pasted text with the type the service's parse gives it",
      async run(ctx) {
        const answer = await ctx.call("POST", "filing/parse", {
          body: { text: "see https://acme-parse.example and 0x1234567890abcdef1234567890abcdef12345678" },
        });
        expectStatus(answer, 200);
        expect(answer.body.rows.map((r: { type: string }) => r.type)).toEqual(["URL", "ADDRESS"]);
      },
    },
  },
  "filing/check": {
    POST: {
      checks: "200, an asset of a report the service lists names that report's id as sent; a new one says new",
      async run(ctx) {
        const page = await ctx.call("GET", "organization/reports", { query: "?limit=1" });
        const report = page.body.reports[0] as { id: number | string; proposals: { asset?: { content?: string } | null }[] };
        const content = report.proposals.find((p) => p.asset?.content)!.asset!.content!;
        const answer = await ctx.call("POST", "filing/check", { body: { contents: [content, "https://never-seen.example"] } });
        expectStatus(answer, 200);
        expect(answer.body.rows[0].reports.map((r: { id: unknown }) => r.id)).toContain(report.id);
        expect(answer.body.rows[1]).toEqual({ content: "https://never-seen.example", state: "new", reports: [] });
      },
    },
  },
  "filing/attachments": {
    POST: {
      checks: "a file sent as JSON is refused (no name in the query: 400); the upload itself is proven in app/api/filing/filing-routes.test.ts",
      async run(ctx) {
        expectError(await ctx.call("POST", "filing/attachments", { body: {} }), 400, "BAD_REQUEST");
      },
    },
  },
  "filing/file": {
    POST: {
      checks: "200, the new report's id in the dialect's form and the assets it holds; filed again, each asset's reason",
      async run(ctx) {
        const content = `https://matrix-${ctx.dialect}.example/claim`;
        const answer = await ctx.call("POST", "filing/file", { body: { title: "Matrix filing", assets: [{ content }] } });
        expectStatus(answer, 200);
        expect(answer.body).toMatchObject({ outcome: "filed", filed: [content], skipped: [] });
        expectIdForm(ctx, "report", answer.body.report.id, "report");
        const again = await ctx.call("POST", "filing/file", { body: { assets: [{ content }] } });
        expect(again.body).toMatchObject({ outcome: "refused", refusals: [{ asset: content, errorType: "REPORT_ALREADY_EXISTS" }] });
      },
    },
  },
  "takedowns/list": {
    POST: {
      checks: "a page of takedowns with ids as sent, the same as the service's; sparse: the deprecation it announces is recorded",
      async run(ctx) {
        const answer = await ctx.call("POST", "takedowns/list", { body: {} });
        expectStatus(answer, 200);
        const sent = await serviceAnswer(ctx, "POST", "/takedowns/list", {});
        expect(answer.body.takedowns.map((t: { id: unknown }) => t.id)).toEqual(sent.takedowns.map((t: { id: unknown }) => t.id));
        for (const t of answer.body.takedowns) expectIdForm(ctx, "other", t.id, "takedown");
        const contract = await ctx.call("GET", "service/contract");
        const deprecations = contract.body.entries.filter(
          (e: { kind: string; endpoint: string }) => e.kind === "deprecation" && e.endpoint === "POST /takedowns/list",
        );
        expect(deprecations.length).toBe(ctx.dialect === "sparse" ? 1 : 0);
      },
    },
  },
  outcomes: {
    GET: {
      checks: "200, every card computed from the service's metrics, the same in each dialect",
      async run(ctx) {
        const answer = await ctx.call("GET", "outcomes", { query: "?window=30" });
        expectStatus(answer, 200);
        expect(answer.body.window.days).toBe(30);
        expect(answer.body.cards.summary.state).toBe("ok");
      },
    },
  },
  "exports/reports": {
    GET: {
      checks: "a CSV of every report with ids and statuses as the service wrote them",
      async run(ctx) {
        const answer = await ctx.call("GET", "exports/reports", { query: "?sources=CANARY_TOKEN" });
        expectStatus(answer, 200);
        expect(answer.headers.get("content-type")).toMatch(/^text\/csv/);
        const rows = answer.text.trim().split("\r\n").slice(1);
        const ids = (await walkReports(ctx.env.service, "sources=CANARY_TOKEN")).ids.map(String);
        expect(rows.map((r) => r.split(",")[0])).toEqual(ids);
      },
    },
  },
  "attachments/image": {
    GET: {
      checks:
        "a listed report's attachment by the signed address the list gave: the signature accepted and the image fetched (502 ATTACHMENT_UNREACHABLE: the demo host `files.embedded.invalid` does not resolve off demo mode); the same address with another signature 403",
      async run(ctx) {
        let path: string | undefined;
        let cursor: string | number | null = null;
        do {
          const page = await reportPage(ctx, `limit=20${cursor === null ? "" : `&cursor=${encodeURIComponent(String(cursor))}`}`);
          path = page.reports.flatMap((r) => r.attachments).find((a) => a.imagePath)?.imagePath;
          cursor = page.nextCursor;
        } while (!path && cursor !== null);
        expect(path, "an attachment in the demo data").toBeDefined();
        const query = new URLSearchParams(path!.slice(path!.indexOf("?") + 1));
        expect(query.get("url")).toMatch(/^https:\/\/files\.embedded\.invalid\/attachments\//);
        const answer = await ctx.call("GET", "attachments/image", { query: `?${query}` });
        expectError(answer, 502, "ATTACHMENT_UNREACHABLE");
        query.set("sig", "A".repeat(32));
        expectError(await ctx.call("GET", "attachments/image", { query: `?${query}` }), 403, "ATTACHMENT_NOT_SIGNED");
      },
    },
  },
  "triage/queue": {
    GET: {
      checks:
        "every pending proposal keyed by its id as sent (prop_… in sparse); sparse: the one without an id counted with its request id, one without its asset kept; the console's tag, assignee and snoozed filters",
      async run(ctx) {
        const queue = await triageQueue(ctx);
        expect(queue.items.length).toBeGreaterThan(0);
        for (const item of queue.items) {
          expectIdForm(ctx, "proposal", item.proposal.id);
          expect(item.key).toBe(String(item.proposal.id));
        }
        if (ctx.dialect === "sparse") {
          expect(queue.unreadable?.proposals).toBe(1);
          expect(queue.unreadable?.requestIds[0]).toMatch(/^triage-walk-[0-9a-f-]{36}$/);
          expect(queue.items.some((i) => !i.proposal.asset)).toBe(true);
        } else {
          expect(queue.unreadable).toBeUndefined();
          for (const item of queue.items) expect(item.proposal.asset).toBeTruthy();
        }
        // The console's marks as filters: a tag and an assignee on one proposal, the snoozed ones instead of the rest on
        // another (the cases before this one leave two in the matrix's small queue).
        expect(queue.items.length).toBeGreaterThanOrEqual(2);
        const [marked, snoozed] = queue.items.slice(0, 2).map((i) => i.key);
        const mark = async (id: string, action: Record<string, unknown>) =>
          expectStatus(await ctx.call("POST", "marks/bulk", { body: { kind: "proposal", selection: { ids: [id] }, action } }), 200);
        await mark(marked!, { type: "tag", tag: `q-${ctx.dialect}` });
        await mark(marked!, { type: "assign", assignee: "ann" });
        await mark(snoozed!, { type: "snooze", until: new Date(Date.now() + 3_600_000).toISOString() });
        const keys = async (query: string) => ((await ctx.call("GET", "triage/queue", { query })).body.items as { key: string }[]).map((i) => i.key);
        expect(await keys(`?tag=q-${ctx.dialect}`)).toEqual([marked]);
        expect(await keys(`?tag=q-${ctx.dialect}&assignee=ann`)).toEqual([marked]);
        expect(await keys("?assignee=bob")).toEqual([]);
        expect(await keys("?snoozed=true")).toEqual([snoozed]);
        expect(await keys("?limit=1000")).not.toContain(snoozed);
        expectError(await ctx.call("GET", "triage/queue", { query: "?tag=Not%20a%20tag" }), 400, "BAD_REQUEST");
        await mark(snoozed!, { type: "unsnooze" });
        await mark(marked!, { type: "assign", assignee: null });
      },
    },
  },
  "triage/counts": {
    GET: {
      checks: "the queue's total and buckets, as the queue counts them, and the one 'waiting on you' figure",
      async run(ctx) {
        const queue = await triageQueue(ctx);
        const answer = await ctx.call("GET", "triage/counts");
        expectStatus(answer, 200);
        expect(answer.body.counts.total).toBe(queue.total);
        expect(answer.body.counts.waitingOnYou).toEqual(queue.waitingOnYou);
      },
    },
  },
  "triage/plan": {
    GET: {
      checks: "today's plan over the walked queue: ids as sent, each with its reasons, at most the remaining budget, one per asset",
      async run(ctx) {
        const queue = await triageQueue(ctx);
        const budget = (await ctx.call("GET", "triage/reviews")).body.budget.remaining as number;
        const answer = await ctx.call("GET", "triage/plan", { as: ctx.users.viewer });
        expectStatus(answer, 200);
        const entries = answer.body.plan.entries as { proposalId: string; reasons: string[]; assetContent: string | null }[];
        expect(entries.length).toBeLessThanOrEqual(Math.min(budget, 10));
        const keys = new Set(queue.items.map((i) => i.key));
        for (const entry of entries) expect(keys.has(entry.proposalId)).toBe(true);
        expect(new Set(entries.map((e) => e.assetContent?.toLowerCase())).size).toBe(entries.length);
        expect(answer.body.plan.remaining).toBe(budget);
      },
    },
  },
  "triage/claims": {
    GET: {
      checks: "a claim listed under the proposal's id as sent",
      async run(ctx) {
        const [item] = await reviewable(ctx);
        await ctx.call("POST", "triage/claims", { body: { proposalId: item!.key } });
        const answer = await ctx.call("GET", "triage/claims");
        expectStatus(answer, 200);
        expect(JSON.stringify(answer.body)).toContain(JSON.stringify(item!.key));
        await ctx.call("DELETE", "triage/claims", { body: { proposalId: item!.key } });
      },
    },
    POST: {
      checks: "a reviewer claims a queued proposal by its id as sent",
      async run(ctx) {
        const [item] = await reviewable(ctx);
        const answer = await ctx.call("POST", "triage/claims", { body: { proposalId: item!.key }, as: ctx.users.reviewer });
        expectStatus(answer, 200);
        expect(JSON.stringify(answer.body)).toContain(ctx.users.reviewer.username);
        await ctx.call("DELETE", "triage/claims", { body: { proposalId: item!.key }, as: ctx.users.reviewer });
      },
    },
    DELETE: {
      checks: "the claim let go: the proposal no longer listed as held",
      async run(ctx) {
        const [item] = await reviewable(ctx);
        await ctx.call("POST", "triage/claims", { body: { proposalId: item!.key } });
        const answer = await ctx.call("DELETE", "triage/claims", { body: { proposalId: item!.key } });
        expectStatus(answer, 200);
        const claims = await ctx.call("GET", "triage/claims");
        expect(JSON.stringify(claims.body)).not.toContain(JSON.stringify(item!.key));
      },
    },
  },
  "triage/reviews/bulk": {
    POST: {
      checks:
        "one REJECT on every reviewable proposal: as many held as the budget covers (ids as sent), the rest handed over (the cap itself: lib/triage/bulk-hold.test.ts); sparse: a proposal without its asset named, never held",
      async run(ctx) {
        const budget = (await ctx.call("GET", "triage/reviews")).body.budget.remaining as number;
        const queue = (await triageQueue(ctx)).items;
        const items = queue.filter((i) => i.proposal.asset);
        const bare = queue.filter((i) => !i.proposal.asset).slice(0, 1);
        expect(items.length).toBeGreaterThan(0);
        const answer = await ctx.call("POST", "triage/reviews/bulk", {
          body: { proposalIds: [...items, ...bare].map((i) => i.key), review: { decision: "REJECT", rejectReason: "irrelevant" } },
        });
        expectStatus(answer, 200);
        expect(answer.body.held.map((h: { proposalId: string }) => h.proposalId)).toEqual(items.slice(0, budget).map((i) => i.key));
        expect(answer.body.handedOver.map((h: { proposalId: string }) => h.proposalId)).toEqual(items.slice(budget).map((i) => i.key));
        expect(answer.body.withoutAsset).toEqual(bare.map((i) => i.key));
        if (ctx.dialect === "sparse") expect(bare).toHaveLength(1);
        for (const held of answer.body.held) await ctx.call("DELETE", "triage/reviews/[reviewId]", { params: { reviewId: String(held.id) } });
      },
    },
    DELETE: {
      checks: "a bulk decision's held reviews undone together in one request, nothing sent; an id not held said too late",
      async run(ctx) {
        const items = (await reviewable(ctx)).slice(0, 2);
        const decided = await ctx.call("POST", "triage/reviews/bulk", {
          body: { proposalIds: items.map((i) => i.key), review: { decision: "REJECT", rejectReason: "irrelevant" } },
        });
        const ids = decided.body.held.map((h: { id: number }) => h.id);
        expect(ids.length).toBeGreaterThan(0);
        ctx.env.upstream.requests.length = 0;
        const answer = await ctx.call("DELETE", "triage/reviews/bulk", { body: { ids: [...ids, 2_000_000_000] } });
        expectStatus(answer, 200);
        expect([...answer.body.undone].sort()).toEqual([...ids].sort());
        expect(answer.body.tooLate).toEqual([2_000_000_000]);
        expect(ctx.env.upstream.requests).toEqual([]);
        expectError(await ctx.call("DELETE", "triage/reviews/bulk", { body: { ids: [] } }), 400, "BAD_REQUEST");
      },
    },
  },
  "triage/reviews/confirm": {
    POST: {
      checks:
        "a plan of two (or what the budget covers; Today's ten) planned, not sent, holding their place in the budget; confirmed together they are held for the undo window; an id not planned said so",
      async run(ctx) {
        const before = (await ctx.call("GET", "triage/reviews")).body.budget.remaining as number;
        // Two, or what the budget the cases before left covers (a plan holds its place in the budget).
        const items = (await reviewable(ctx)).slice(0, Math.min(2, before));
        expect(items.length).toBeGreaterThan(0);
        const planned = await ctx.call("POST", "triage/reviews/bulk", {
          body: { proposalIds: items.map((i) => i.key), review: { decision: "REJECT", rejectReason: "irrelevant" }, planned: true },
        });
        expectStatus(planned, 200);
        const ids = planned.body.held.map((h: { id: number }) => h.id);
        const each = (status: string) => items.map(() => status);
        expect(planned.body.held.map((h: { status: string }) => h.status)).toEqual(each("planned"));
        const listed = await ctx.call("GET", "triage/reviews");
        expect(listed.body.budget.remaining).toBe(before - items.length);
        expect(listed.body.reviews.filter((r: { id: number }) => ids.includes(r.id)).map((r: { status: string }) => r.status)).toEqual(each("planned"));
        ctx.env.upstream.requests.length = 0;
        const answer = await ctx.call("POST", "triage/reviews/confirm", { body: { ids: [...ids, 2_000_000_000] } });
        expectStatus(answer, 200);
        expect([...answer.body.confirmed].sort()).toEqual([...ids].sort());
        expect(answer.body.notPlanned).toEqual([2_000_000_000]);
        expect(ctx.env.upstream.requests).toEqual([]);
        const held = (await ctx.call("GET", "triage/reviews")).body.reviews.filter((r: { id: number }) => ids.includes(r.id));
        expect(held.map((r: { status: string }) => r.status)).toEqual(each("held"));
        expectError(await ctx.call("POST", "triage/reviews/confirm", { body: { ids: [] } }), 400, "BAD_REQUEST");
        expectStatus(await ctx.call("DELETE", "triage/reviews/bulk", { body: { ids } }), 200);
      },
    },
  },
  "triage/reviews": {
    GET: {
      checks: "held reviews under the proposal's id as sent, and the review budget",
      async run(ctx) {
        const [item] = await reviewable(ctx);
        const held = await ctx.call("POST", "triage/reviews", { body: { proposalId: item!.key, review: reviewOf(item!) } });
        const answer = await ctx.call("GET", "triage/reviews");
        expectStatus(answer, 200);
        expect(JSON.stringify(answer.body)).toContain(JSON.stringify(item!.key));
        await ctx.call("DELETE", "triage/reviews/[reviewId]", { params: { reviewId: String(held.body.review?.id ?? held.body.id) } });
      },
    },
    POST: {
      checks: "201, a review held for the undo window on the proposal's id as sent",
      async run(ctx) {
        const [item] = await reviewable(ctx);
        const answer = await ctx.call("POST", "triage/reviews", { body: { proposalId: item!.key, review: reviewOf(item!) } });
        expectStatus(answer, 201);
        expect(JSON.stringify(answer.body)).toContain(JSON.stringify(item!.key));
        await ctx.call("DELETE", "triage/reviews/[reviewId]", { params: { reviewId: String(answer.body.review?.id ?? answer.body.id) } });
      },
    },
  },
  "triage/reviews/[reviewId]": {
    PATCH: {
      checks: "200, the caller's own failed review marked seen (a held one is not failed: none marked), no call to the service",
      async run(ctx) {
        const [item] = await reviewable(ctx);
        const held = await ctx.call("POST", "triage/reviews", { body: { proposalId: item!.key, review: reviewOf(item!) } });
        expectStatus(held, 201);
        const reviewId = String(held.body.review?.id ?? held.body.id);
        ctx.env.upstream.requests.length = 0;
        const answer = await ctx.call("PATCH", "triage/reviews/[reviewId]", { params: { reviewId }, body: { seen: true } });
        expectStatus(answer, 200);
        expect(answer.body).toEqual({ seen: 0 });
        expect(ctx.env.upstream.requests).toEqual([]);
        await ctx.call("DELETE", "triage/reviews/[reviewId]", { params: { reviewId } });
      },
    },
    DELETE: {
      checks: "a held review undone before it reaches the service (nothing sent)",
      async run(ctx) {
        const [item] = await reviewable(ctx);
        const held = await ctx.call("POST", "triage/reviews", { body: { proposalId: item!.key, review: reviewOf(item!) } });
        expectStatus(held, 201);
        ctx.env.upstream.requests.length = 0;
        const answer = await ctx.call("DELETE", "triage/reviews/[reviewId]", { params: { reviewId: String(held.body.review?.id ?? held.body.id) } });
        expectStatus(answer, 200);
        expect(answer.body).toEqual({ undone: true });
        expect(ctx.env.upstream.requests.filter((r) => r.url.includes("/review"))).toEqual([]);
      },
    },
  },
  "service/contract": {
    GET: {
      checks:
        "nothing tolerated in standard and alternate; sparse: the record dropped from GET /organization/reports, the fields missing and the deprecation of POST /takedowns/list, each named",
      async run(ctx) {
        await reportPage(ctx, "limit=20");
        await ctx.call("POST", "takedowns/list", { body: {} });
        const answer = await ctx.call("GET", "service/contract");
        expectStatus(answer, 200);
        const entries = answer.body.entries as { endpoint: string; kind: string }[];
        if (ctx.dialect !== "sparse") {
          expect(entries).toEqual([]);
          return;
        }
        expect(entries).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ endpoint: "GET /organization/reports", kind: "record-dropped" }),
            expect.objectContaining({ kind: "field-missing" }),
            expect.objectContaining({ endpoint: "POST /takedowns/list", kind: "deprecation" }),
          ]),
        );
      },
    },
  },
};
