import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db";
import { listAuditEvents } from "@/lib/db/audit-events";
import type { Variant } from "@/lib/embedded-service/context";
import { findIndexedReport } from "@/lib/report-index/index-store";
import { callRoute, handlersOf, routeTestEnvOn, TEST_ORIGIN } from "@/lib/testing/route-harness";

const session = vi.hoisted(() => ({ principal: { kind: "user", userId: 1, username: "rex", role: "reviewer" } as Principal }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

async function post(route: string, body: unknown) {
  const [, handler] = (await handlersOf(route)).find(([m]) => m === "POST")!;
  const response = await callRoute(handler, "POST", route, { body });
  return { status: response.status, body: (await response.json()) as any };
}

const EMAIL = `From: "Acme Support" <support@acme-help.example>
Claim your tokens at https://acme-claim.example/now and https://acme-bonus.example, or pay 0x1234567890abcdef1234567890abcdef12345678.
Thanks!`;

describe.each<Variant>(["standard", "sparse"])("the filing routes, %s dialect", (variant) => {
  const env = routeTestEnvOn("sqlite", {}, { variant, reportsForAcme: 40 });

  /** A seeded acme asset whose report is still open. */
  const knownAsset = () =>
    (
      env()
        .service.store.db.prepare(`SELECT a.content FROM assets a JOIN proposals p ON p.asset_id = a.id JOIN reports r ON r.id = p.report_id
          WHERE r.organization_id = 1 AND r.status = 'TODO' AND a.status = 'UNKNOWN' AND a.type = 'URL' ORDER BY a.id LIMIT 1`)
        .get() as { content: string }
    ).content;

  it("parse: the e-mail's sender, URLs and wallet, each with the service's type", async () => {
    const res = await post("filing/parse", { text: EMAIL });
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { content: string; type: string }) => [r.content, r.type])).toEqual([
      ["support@acme-help.example", "EMAIL"],
      ["https://acme-claim.example/now", "URL"],
      ["https://acme-bonus.example", "URL"],
      ["0x1234567890abcdef1234567890abcdef12345678", "ADDRESS"],
    ]);
    expect(res.body.more).toBe(0);
  });

  it("check, file, check again: a known asset says pending with its report; the filed report holds only the new assets, is in the index and the audit", async () => {
    const known = knownAsset();
    const check = await post("filing/check", { contents: [known, "https://acme-claim.example/now"] });
    expect(check.status).toBe(200);
    expect(check.body.rows[0]).toMatchObject({ content: known, state: "pending", reports: [expect.objectContaining({ id: expect.anything() })] });
    expect(check.body.rows[1]).toEqual({ content: "https://acme-claim.example/now", state: "new", reports: [] });

    const fresh = {
      title: "Airdrop phishing",
      assets: [{ content: "https://acme-claim.example/now" }, { content: "0x1234567890abcdef1234567890abcdef12345678" }],
    };
    const filed = await post("filing/file", fresh);
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({ outcome: "filed", filed: fresh.assets.map((a) => a.content), skipped: [] });
    expect(typeof filed.body.report.id).toBe(variant === "standard" ? "number" : "string");
    expect(await findIndexedReport(await getDb(), filed.body.report.id)).toMatchObject({ id: String(filed.body.report.id) });
    const audit = (await listAuditEvents(await getDb(), { limit: 10 })).items;
    expect(audit.find((e) => e.action === "report.filed")).toMatchObject({ username: "rex", target: `report:${filed.body.report.id}` });
    expect(audit.find((e) => e.action === "report.file")).toMatchObject({ username: "rex", outcome: "success" });

    const again = await post("filing/file", { assets: [{ content: "https://acme-claim.example/now" }] });
    expect(again.body).toMatchObject({ outcome: "refused", refusals: [{ asset: "https://acme-claim.example/now", errorType: "REPORT_ALREADY_EXISTS" }] });

    const mixed = await post("filing/file", { assets: [{ content: known }, { content: "https://acme-third.example" }] });
    if (variant === "standard") expect(mixed.body).toMatchObject({ outcome: "filed", filed: ["https://acme-third.example"], skipped: [known] });
    else expect(mixed.body).toMatchObject({ outcome: "refused", refusals: [{ asset: known, errorType: "REPORT_ALREADY_EXISTS" }] });
  });

  it("attachments: a file is stored (privately where the dialect says so); SVG and HTML are refused with the reason before the service; past 4 MB a 413", async () => {
    const [, handler] = (await handlersOf("filing/attachments")).find(([m]) => m === "POST")!;
    const upload = async (name: string, bytes: Uint8Array<ArrayBuffer>, contentType = "application/octet-stream") => {
      const request = new Request(`${TEST_ORIGIN}/api/filing/attachments?fileName=${encodeURIComponent(name)}`, {
        method: "POST",
        headers: { Origin: TEST_ORIGIN, "Content-Type": contentType },
        body: bytes,
      });
      const response = await handler(request, { params: Promise.resolve({}) });
      return { status: response.status, body: (await response.json()) as any };
    };
    const stored = await upload("phishing-email.eml", new TextEncoder().encode("From: a@b.example\n\nclaim now"));
    expect(stored.status).toBe(200);
    expect(stored.body.attachments).toEqual([
      { url: expect.stringMatching(/^https:\/\//), fileName: "phishing-email.eml", sizeBytes: 28, visibility: variant === "sparse" ? null : "private" },
    ]);
    env().upstream.requests.length = 0;
    for (const name of ["logo.svg", "page.HTML"]) {
      const refused = await upload(name, new Uint8Array([60, 115]));
      expect(refused.status, name).toBe(400);
      expect(refused.body.error.message).toMatch(/refused by the service: they can run code when opened/);
    }
    expect((await upload("notes.exe", new Uint8Array([1]))).body.error.message).toMatch(/not accepted/);
    // A type a cross-site form could send is refused as any non-JSON body is.
    expect((await upload("a.txt", new Uint8Array([1]), "text/plain")).status).toBe(415);
    expect((await upload("big.pdf", new Uint8Array(4 * 1024 * 1024))).status).toBe(413);
    expect(env().upstream.requests).toEqual([]);
  });

  it("a viewer may not parse, check or file; a title under 3 characters and 101 assets are refused before the service", async () => {
    session.principal = { kind: "user", userId: 2, username: "vic", role: "viewer" };
    try {
      for (const route of ["filing/parse", "filing/check", "filing/file"]) expect((await post(route, {})).status, route).toBe(403);
    } finally {
      session.principal = { kind: "user", userId: 1, username: "rex", role: "reviewer" };
    }
    env().upstream.requests.length = 0;
    expect((await post("filing/file", { title: "ab", assets: [{ content: "a.example" }] })).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => ({ content: `https://p${i}.example` }));
    expect((await post("filing/file", { assets: many })).status).toBe(400);
    expect(env().upstream.requests).toEqual([]);
  });
});

describe.each(["sqlite", "postgres"] as const)("the filing draft on %s", (engine) => {
  routeTestEnvOn(engine, {}, { reportsForAcme: 20 });

  async function call(method: "GET" | "POST" | "DELETE", body?: unknown) {
    const [, handler] = (await handlersOf("filing/draft")).find(([m]) => m === method)!;
    const response = await callRoute(handler, method, "filing/draft", body === undefined ? {} : { body });
    return { status: response.status, body: (await response.json()) as any };
  }

  it("is kept per user until discarded: a reload reads it back, another user sees none", async () => {
    const draft = {
      text: EMAIL,
      rows: [{ content: "https://acme-claim.example/now", type: "URL", state: "new", reports: [], file: true }],
      title: "Airdrop",
      description: "",
      brand: "acme",
    };
    expect((await call("POST", { draft })).status).toBe(200);
    expect((await call("GET")).body).toEqual({ draft, updatedAt: expect.any(String) });
    session.principal = { kind: "user", userId: 3, username: "ada", role: "admin" };
    try {
      expect((await call("GET")).body.draft).toBeNull();
    } finally {
      session.principal = { kind: "user", userId: 1, username: "rex", role: "reviewer" };
    }
    expect((await call("POST", { draft: { ...draft, title: "Changed" } })).status).toBe(200);
    expect((await call("GET")).body.draft.title).toBe("Changed");
    expect((await call("DELETE")).status).toBe(200);
    expect((await call("GET")).body.draft).toBeNull();
  });
});
