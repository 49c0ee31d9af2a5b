import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_KEYS } from "./demo-keys";
import { createTestService, type TestService } from "./testing";

const EXAMPLES = path.join(__dirname, "..", "contract", "vendor-examples");
const example = (file: string): any => JSON.parse(readFileSync(path.join(EXAMPLES, file), "utf8"));

let svc: TestService;
afterEach(() => svc?.close());
const start = (variant: "standard" | "alternate" | "sparse" = "standard") => {
  svc = createTestService({ reportsForAcme: 50, variant });
  return svc;
};

/** A seeded acme asset with a proposal still waiting for review. */
const pendingAsset = () =>
  (
    svc.store.db
      .prepare(`SELECT a.content FROM assets a JOIN proposals p ON p.asset_id = a.id JOIN reports r ON r.id = p.report_id
        WHERE r.organization_id = 1 AND p.review_status = 'PENDING' AND a.type = 'URL' ORDER BY a.id LIMIT 1`)
      .get() as { content: string }
  ).content;
const reportAssets = (id: number) =>
  (
    svc.store.db.prepare("SELECT a.content FROM proposals p JOIN assets a ON a.id = p.asset_id WHERE p.report_id = ? ORDER BY p.id").all(id) as {
      content: string;
    }[]
  ).map((r) => r.content);
const reportCount = () => (svc.store.db.prepare("SELECT COUNT(*) AS n FROM reports").get() as { n: number }).n;

async function upload(query: string, body: BodyInit, headers: Record<string, string> = {}, key: string = DEMO_KEYS.acme) {
  const response = await svc.fetch(
    new Request(`http://service.test/api/v2/attachment/upload${query}`, { method: "POST", headers: { "X-API-KEY": key, ...headers }, body }),
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

describe("POST /asset/parse", () => {
  it("answers one asset's content and type, or null for text that is none; an empty content is a 400", async () => {
    start();
    expect((await svc.call("POST", "/asset/parse", { body: { content: "https://Acme-Airdrop.example/Claim" } })).body).toEqual({
      content: "https://acme-airdrop.example/Claim",
      submittedContent: "https://Acme-Airdrop.example/Claim",
      type: "URL",
    });
    expect((await svc.call("POST", "/asset/parse", { body: { content: "0x1234567890abcdef1234567890abcdef12345678" } })).body.type).toBe("ADDRESS");
    expect((await svc.call("POST", "/asset/parse", { body: { content: "https://t.me/acme_help" } })).body.type).toBe("TELEGRAM");
    expect((await svc.call("POST", "/asset/parse", { body: { content: "hello there" } })).body).toBeNull();
    expect((await svc.call("POST", "/asset/parse", { body: { content: "" } })).status).toBe(400);
    expect((await svc.call("POST", "/asset/parse", { body: { content: "x.example", type: "URL" } })).status).toBe(400);
  });
});

describe("POST /report/create with the service's own request examples", () => {
  it.each([1, 2, 3, 5, 7])("report-create.request.%i.json files a report (its organization read as acme)", async (n) => {
    start();
    const body = { ...example(`report-create.request.${n}.json`), organizationSlug: "acme" };
    const res = await svc.call("POST", "/report/create", { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), createdAt: expect.any(String), organization: { id: 1, slug: "acme", name: "Acme Corporation" } });
    expect(reportAssets(res.body.id)).toEqual(body.assets.map((a: string | { content: string }) => (typeof a === "string" ? a : a.content)));
  });

  it.each([4, 6])("report-create.request.%i.json (the machine description's placeholders) is a 422 INVALID_FORMAT for its asset", async (n) => {
    start();
    const res = await svc.call("POST", "/report/create", { body: { ...example(`report-create.request.${n}.json`), organizationSlug: "acme" } });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ asset: "<string>", errorType: "INVALID_FORMAT" })]);
  });

  it("an organization the key cannot use is a 403; a key-less call a 401", async () => {
    start();
    expect((await svc.call("POST", "/report/create", { body: example("report-create.request.5.json") })).status).toBe(403);
    expect((await svc.call("POST", "/report/create", { body: { assets: ["a.example"] }, key: null })).status).toBe(401);
  });
});

describe("POST /report/create: duplicates against the service's own reports, per asset", () => {
  it("standard: a mixed batch files the new assets and skips one already reported; every asset a no-op is a 422 naming each", async () => {
    start();
    const known = pendingAsset();
    const res = await svc.call("POST", "/report/create", { body: { title: "Mixed", assets: [{ content: known }, { content: "https://new-phish.example" }] } });
    expect(res.status).toBe(200);
    expect(reportAssets(res.body.id)).toEqual(["https://new-phish.example"]);
    const before = reportCount();
    const again = await svc.call("POST", "/report/create", { body: { assets: [{ content: known }, { content: "https://new-phish.example" }] } });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: "UNPROCESSABLE_CONTENT", message: expect.stringContaining("2 of 2") });
    expect(again.body.data.errors.map((e: { asset: string; errorType: string }) => [e.asset, e.errorType])).toEqual([
      [known, "REPORT_ALREADY_EXISTS"],
      ["https://new-phish.example", "REPORT_ALREADY_EXISTS"],
    ]);
    expect(reportCount()).toBe(before);
  });

  it("a duplicate in the batch or an asset of no known form refuses the whole batch and writes nothing", async () => {
    start();
    const before = reportCount();
    const dup = await svc.call("POST", "/report/create", { body: { assets: ["scam.example", "Scam.example", "other.example"] } });
    expect(dup.status).toBe(422);
    expect(dup.body.data.errors).toEqual([expect.objectContaining({ asset: "scam.example", errorType: "DUPLICATE_ASSETS" })]);
    const bad = await svc.call("POST", "/report/create", { body: { assets: ["http", "fine.example"] } });
    expect(bad.body.data.errors).toEqual([expect.objectContaining({ asset: "http", errorType: "INVALID_FORMAT" })]);
    expect(reportCount()).toBe(before);
  });

  it("an asset already in the asked status is ASSET_ALREADY_CORRECT", async () => {
    start();
    const res = await svc.call("POST", "/report/create", { body: { assets: [{ content: "https://www.acme.example", status: "BLOCKED" }] } });
    expect(res.status).toBe(422);
    expect(res.body.data.errors[0].errorType).toBe("ASSET_ALREADY_CORRECT");
  });

  it("sparse: the older rule (any no-op refuses the batch) and the older answer with a `rpt_…` id; alternate: string ids and the nested 422", async () => {
    start("sparse");
    const known = pendingAsset();
    const mixed = await svc.call("POST", "/report/create", { body: { assets: [known, "https://new-phish.example"] } });
    expect(mixed.status).toBe(422);
    expect(mixed.body.data.errors).toEqual([expect.objectContaining({ asset: known, errorType: "REPORT_ALREADY_EXISTS" })]);
    const fresh = await svc.call("POST", "/report/create", { body: { assets: ["https://new-phish.example"] } });
    expect(fresh.body).toEqual({ success: true, reportId: expect.stringMatching(/^rpt_[0-9a-f]{16}$/), message: expect.any(String), assetsProcessed: 1 });
    svc.close();
    start("alternate");
    const alt = await svc.call("POST", "/report/create", { body: { assets: ["https://new-phish.example"] } });
    expect(alt.body).toMatchObject({ id: expect.stringMatching(/^\d+$/), organization: { id: "1", slug: "acme" } });
    const altRefused = await svc.call("POST", "/report/create", { body: { assets: ["https://new-phish.example"] } });
    expect(altRefused.body.error).toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      data: { errors: [expect.objectContaining({ errorType: "REPORT_ALREADY_EXISTS" })] },
    });
  });

  it("a filed report is found by /reports/search and listed first", async () => {
    start();
    const res = await svc.call("POST", "/report/create", { body: { title: "Found again", assets: ["https://found-again.example"] } });
    const search = await svc.call("POST", "/reports/search", { body: { assetContents: ["https://found-again.example"] } });
    expect(search.body.reports.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
    const list = await svc.call("GET", "/organization/reports?limit=1");
    expect(list.body.reports[0]).toMatchObject({ id: res.body.id, title: "Found again" });
  });

  it("a read-only key is refused with 403, on filing and on uploads", async () => {
    start();
    expect((await svc.call("POST", "/report/create", { body: { assets: ["a.example"] }, key: DEMO_KEYS.acmeReadOnly })).status).toBe(403);
    expect((await svc.call("GET", "/organization/reports?limit=1", { key: DEMO_KEYS.acmeReadOnly })).status).toBe(200);
    const refused = await upload("?fileName=a.png", new Uint8Array([1]), {}, DEMO_KEYS.acmeReadOnly);
    expect(refused.status).toBe(403);
    // The key's powers refuse every write in the service's one error shape (key-powers.ts), uploads included.
    expect(JSON.stringify(refused.body)).toContain("read-only");
  });
});

describe("POST /attachment/upload", () => {
  it.each([1, 3])("attachment-upload.request.%i.json: a raw body named by ?fileName= is stored privately", async (n) => {
    start();
    const envelope = example(`attachment-upload.request.${n}.json`);
    const res = await upload(`?fileName=${envelope.query.fileName}`, new TextEncoder().encode("From: a@b.example\n\nhello"), {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.body).toEqual({
      attachments: [
        {
          url: expect.stringMatching(/^https:\/\/files\.embedded\.invalid\/api\/files\//),
          fileName: envelope.query.fileName,
          sizeBytes: 24,
          visibility: "private",
        },
      ],
    });
  });

  it.each([2, 4])("attachment-upload.request.%i.json: two files in one multipart body", async (n) => {
    start();
    expect(example(`attachment-upload.request.${n}.json`).body).toMatch(/-F .*file=@.*-F .*file=@/);
    const form = new FormData();
    form.append("file", new File(["eml"], "phishing-email.eml"));
    form.append("file", new File([new Uint8Array(10)], "screenshot.png"));
    form.append("note", "ignored");
    const res = await upload("?fileName=ignored.pdf", form);
    expect(res.body.attachments.map((a: { fileName: string; sizeBytes: number }) => [a.fileName, a.sizeBytes])).toEqual([
      ["phishing-email.eml", 3],
      ["screenshot.png", 10],
    ]);
  });

  it("refuses HTML and SVG, a missing or repeated fileName, an empty body, and 11 files, with 400 and the `{ error }` shape", async () => {
    start();
    for (const name of ["page.html", "logo.SVG", "noext"]) {
      const res = await upload(`?fileName=${name}`, new Uint8Array([1]));
      expect([res.status, res.body.error], name).toEqual([400, expect.stringContaining("not accepted")]);
    }
    expect((await upload("", new Uint8Array([1]))).status).toBe(400);
    expect((await upload("?fileName=a.png&fileName=b.png", new Uint8Array([1]))).status).toBe(400);
    expect((await upload("?fileName=a.png", new Uint8Array(0))).status).toBe(400);
    const form = new FormData();
    for (let i = 0; i < 11; i++) form.append("file", new File(["x"], `f${i}.txt`));
    expect((await upload("", form)).body.error).toMatch(/At most 10/);
  });

  it("413 past 4 MB for the whole body (4,194,304 bytes pass), in the documented words", async () => {
    start();
    expect((await upload("?fileName=big.pdf", new Uint8Array(4 * 1024 * 1024))).status).toBe(200);
    const over = await upload("?fileName=big.pdf", new Uint8Array(4 * 1024 * 1024 + 1));
    expect(over).toMatchObject({ status: 413, body: { error: "Upload exceeds the 4194304 byte request limit." } });
  });

  it("429 on the 61st call within a minute, saying when to come back; sparse answers the older public form", async () => {
    start();
    for (let i = 0; i < 60; i++) expect((await upload("?fileName=a.txt", new Uint8Array([1]))).status).toBe(200);
    const limited = await upload("?fileName=a.txt", new Uint8Array([1]));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    svc.close();
    start("sparse");
    const old = await upload("?fileName=a.txt", new Uint8Array([1]));
    expect(old.body.attachments[0].url).toMatch(/^https:\/\/cdn\.embedded\.invalid\/raw\/uploads\//);
    expect(old.body.attachments[0]).not.toHaveProperty("visibility");
  });
});
