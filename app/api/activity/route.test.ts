import { beforeEach, describe, expect, it, vi } from "vitest";
import { activityCsvStream } from "@/lib/activity/activity";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db";
import { recordAuditEvent } from "@/lib/db/audit-events";
import { apiRequest, withTempConsoleStore } from "@/lib/testing/route-harness";
import { GET as exportCsv } from "./export/route";
import { GET as list } from "./route";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

const get = (handler: (r: Request) => Promise<Response>, query = "", pathName = "/api/activity") => handler(apiRequest("GET", `${pathName}${query}`));

withTempConsoleStore("activity");

/** Five events an hour apart, the newest at 12:00. */
beforeEach(async () => {
  session.principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
  const db = await getDb();
  await db.deleteFrom("audit_events").execute();
  const rows = [
    ["alice", "asset.unblock", "asset:=cmd|' /C calc'!A0", "success", 200],
    ["bob", "asset-group.rename", "group:7", "failure", 409],
    ["alice", "asset-group.rename", "group:8", "success", 200],
    ["bob", "session.sign-in", "bob", "failure", 401],
    ["alice", "profile.update", "user:me", "success", 200],
  ] as const;
  for (const [i, [username, action, target, outcome, httpStatus]] of rows.entries()) {
    await recordAuditEvent(db, {
      username,
      role: "admin",
      action,
      target,
      outcome,
      httpStatus,
      requestId: `req-${i}`,
      inputSummary: { note: "a,b" },
      occurredAt: new Date(Date.UTC(2026, 10, 20, 8 + i)),
    });
  }
});

describe("GET /api/activity", () => {
  it("lists newest first and pages on the cursor", async () => {
    const first = await (await get(list, "?limit=2")).json();
    expect(first.items.map((e: { requestId: string }) => e.requestId)).toEqual(["req-4", "req-3"]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await (await get(list, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((e: { requestId: string }) => e.requestId)).toEqual(["req-2", "req-1"]);
    const third = await (await get(list, `?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third).toMatchObject({ items: [{ requestId: "req-0" }], nextCursor: null });
  });

  it("filters by user, action and a time window (from inclusive, to exclusive)", async () => {
    const ids = async (q: string) => (await (await get(list, q)).json()).items.map((e: { requestId: string }) => e.requestId);
    expect(await ids("?user=alice")).toEqual(["req-4", "req-2", "req-0"]);
    expect(await ids("?action=asset-group.rename")).toEqual(["req-2", "req-1"]);
    expect(await ids("?user=bob&action=asset-group.rename")).toEqual(["req-1"]);
    expect(await ids("?from=2026-11-20T09:00:00.000Z&to=2026-11-20T11:00:00.000Z")).toEqual(["req-2", "req-1"]);
    expect(await ids("?from=2026-11-20T09:00:00%2B01:00")).toEqual(["req-4", "req-3", "req-2", "req-1", "req-0"]);
  });

  it("refuses a foreign cursor, a bad date and an inverted window with 400", async () => {
    for (const q of ["?cursor=bm90LWEtY3Vyc29y", "?from=yesterday", "?from=2026-11-20T12:00:00Z&to=2026-11-20T10:00:00Z", "?limit=0", "?colour=red"]) {
      const response = await get(list, q);
      expect(response.status, q).toBe(400);
      expect((await response.json()).error.code, q).toBe("BAD_REQUEST");
    }
  });

  it("is for admins only", async () => {
    session.principal = { kind: "user", userId: 2, username: "viewer", role: "viewer" };
    expect((await get(list)).status).toBe(403);
    expect((await get(exportCsv, "", "/api/activity/export")).status).toBe(403);
    session.principal = null;
    expect((await get(list)).status).toBe(401);
  });
});

describe("GET /api/activity/export", () => {
  it("answers a CSV attachment with the filtered events, formula-safe, and records the export", async () => {
    const response = await get(exportCsv, "?user=alice", "/api/activity/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="rampart-activity-.*\.csv"$/);
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("id,occurred_at,completed_at,user,role,action,target,outcome,http_status,request_id,ip,input_summary");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(",alice,admin,profile.update,user:me,success,200,req-4,,");
    expect(lines[3]).toContain("asset:=cmd"); // not at the start of the cell: left as is
    expect(lines[1]).toContain('"{""note"":""a,b""}"');

    const db = await getDb();
    const exportEvent = await db.selectFrom("audit_events").selectAll().where("action", "=", "activity.export").executeTakeFirst();
    expect(exportEvent).toMatchObject({ username: "admin", outcome: "success", http_status: 200 });
  });

  it("streams every page and defuses cells that start like a formula", async () => {
    const db = await getDb();
    await recordAuditEvent(db, {
      username: '=HYPERLINK("x")',
      action: "x.y",
      target: "@evil",
      outcome: "success",
      requestId: "req-f",
      occurredAt: new Date(Date.UTC(2026, 10, 20, 13)),
    });
    const text = await new Response(activityCsvStream({}, 2)).text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain('"\'=HYPERLINK(""x"")",,x.y,\'@evil,');
    expect(lines.slice(1).map((l) => l.match(/req-[0-9f]/)?.[0])).toEqual(["req-f", "req-4", "req-3", "req-2", "req-1", "req-0"]);
  });
});
