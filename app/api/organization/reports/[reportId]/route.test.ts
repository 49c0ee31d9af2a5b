import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { callRoute, handlersOf, routeTestEnvOn } from "@/lib/testing/route-harness";

// GET /api/organization/reports/:id on a cold report index (no sync runs here), in the sparse
// dialect, whose report ids are opaque text (`rpt_…`): dates cannot narrow a search for one, so
// without a hint an old report is "still indexing"; the createdAt a console link carries opens it.

const session = vi.hoisted(() => ({ principal: { kind: "user", userId: 1, username: "admin", role: "admin" } as Principal }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

type Listed = { reports: { id: string; createdAt: string }[]; nextCursor: string | null; cursor?: string | null };

describe("GET /api/organization/reports/:id before the index reaches the report, sparse dialect", () => {
  routeTestEnvOn("sqlite", { REPORT_INDEX_RATE: "30" }, { variant: "sparse", reportsForAcme: 60 });

  async function get(route: string, params: Record<string, string>, query = "") {
    const [, handler] = (await handlersOf(route)).find(([m]) => m === "GET")!;
    return callRoute(handler, "GET", route, { params, query });
  }

  /** The organization's oldest report: the list's last page, newest first. */
  async function oldest(): Promise<{ id: string; createdAt: string }> {
    let cursor: string | null = null;
    let last: { id: string; createdAt: string } | undefined;
    for (let i = 0; i < 10; i++) {
      const response = await get("organization/reports", {}, `?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as Listed;
      last = page.reports.at(-1) ?? last;
      cursor = page.nextCursor ?? page.cursor ?? null;
      if (!cursor) break;
    }
    return last!;
  }

  it("opens an old report of opaque id by the createdAt its link carries; without it, says it is indexing and when it opens", async () => {
    const report = await oldest();
    expect(report.id).toMatch(/^rpt_/);
    // The list calls above fed the index: forget them, as after a cold start.
    const { getDb } = await import("@/lib/db");
    await (await getDb()).deleteFrom("report_index").execute();

    const bare = await get("organization/reports/[reportId]", { reportId: report.id });
    expect(bare.status).toBe(404);
    const refusal = (await bare.json()) as { error: { code: string; message: string } };
    expect(refusal.error.code).toBe("REPORT_INDEXING");
    expect(refusal.error.message).not.toMatch(/grow/);

    const hinted = await get("organization/reports/[reportId]", { reportId: report.id }, `?created=${encodeURIComponent(report.createdAt)}`);
    expect(hinted.status, await hinted.clone().text()).toBe(200);
    expect(((await hinted.json()) as { report: { id: string } }).report.id).toBe(report.id);
  });

  it("refuses a createdAt that is no timestamp, and a value that cannot be an id, before any lookup", async () => {
    const junk = await get("organization/reports/[reportId]", { reportId: "rpt_1" }, "?created=yesterday");
    expect(junk.status).toBe(400);
    const spaces = await get("organization/reports/[reportId]", { reportId: "   " });
    expect(spaces.status).toBe(400);
  });
});
