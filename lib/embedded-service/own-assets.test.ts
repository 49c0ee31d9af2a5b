import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_KEYS } from "./demo-keys";
import { createTestService, type TestService } from "./testing";

// The service's request examples (docs/account.md): read from the console's copies.
const DIR = path.join(__dirname, "../contract/vendor-examples");
const request = (file: string) => JSON.parse(readFileSync(path.join(DIR, file), "utf8"));

let svc: TestService;
beforeEach(() => {
  svc = createTestService({ reportsForAcme: 5 });
});
afterEach(() => svc.close());

describe("/organization/assets", () => {
  it("lists the organization's own assets a page at a time, filtered by type, group (-1: none) and text", async () => {
    const first = await svc.call("GET", "/organization/assets?per_page=15");
    expect(first.body.assets).toHaveLength(15);
    expect(first.body.assets[0]).toMatchObject({ content: "https://www.acme.example", type: "URL", status: "BLOCKED" });
    const next = await svc.call("GET", `/organization/assets?per_page=1000&next_page=${first.body.next_page}`);
    expect(next.body.assets).toHaveLength(25);
    expect(next.body.next_page).toBeNull();
    expect((await svc.call("GET", "/organization/assets?type=TWITTER")).body.assets).toHaveLength(8);
    const ungrouped = (await svc.call("GET", "/organization/assets?groupId=-1")).body.assets;
    expect(ungrouped.every((a: { group: unknown }) => a.group === null)).toBe(true);
    expect((await svc.call("GET", "/organization/assets?query=APP12.")).body.assets.map((a: { content: string }) => a.content)).toEqual([
      "https://app12.acme.example",
    ]);
    expect((await svc.call("GET", "/organization/assets?type=NOPE")).body).toMatchObject({ code: "BAD_REQUEST", message: "Invalid asset type provided" });
  });

  it("adds many (the vendor's examples): per-asset results in request order, an unknown group fails all of it", async () => {
    const added = await svc.call("POST", "/organization/assets", { body: request("organization-assets-add.request.1.json") });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ successCount: 3, errorCount: 0 });
    expect(added.body.results.map((r: { content: string; success: boolean }) => [r.content, r.success])).toEqual([
      ["https://example.com", true],
      ["0x1234567890abcdef1234567890abcdef12345678", true],
      ["@ourcompany", true],
    ]);
    const again = await svc.call("POST", "/organization/assets", { body: request("organization-assets-add.request.2.json") });
    expect(again.body.results.map((r: { error?: string }) => r.error ?? "added")).toEqual([
      "added",
      "added",
      "Asset already exists in organization",
      "added",
      "Asset already exists in organization",
      "Invalid asset format",
    ]);
    const listed = (await svc.call("GET", "/organization/assets?query=treasury")).body.assets;
    expect(listed).toEqual([expect.objectContaining({ type: "ADDRESS", name: "Treasury Wallet", description: null })]);
    const badGroup = await svc.call("POST", "/organization/assets", { body: { assets: [{ content: "https://new.example", groupId: 999 }] } });
    expect(badGroup.status).toBe(404);
    expect(badGroup.body.message).toBe("Group with ID 999 not found");
    expect((await svc.call("GET", "/organization/assets?query=new.example")).body.assets).toEqual([]);
    const tooMany = await svc.call("POST", "/organization/assets", {
      body: { assets: Array.from({ length: 1001 }, (_, i) => ({ content: `a${i}.example` })) },
    });
    expect(tooMany.status).toBe(400);
  });

  it("updates with or without assetId in the body (every vendor example), and refuses a mismatch, nothing to change, another's asset", async () => {
    const id = (await svc.call("POST", "/organization/assets", { body: { assets: [{ content: "https://mine.example" }] } })).body.results[0].id;
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const body = { ...request(`organization-assets-update.request.${n}.json`) };
      if ("assetId" in body) body.assetId = id;
      if (body.name === "<string>") Object.assign(body, { name: "Skeleton", description: "d" });
      const answer = await svc.call("PATCH", `/organization/assets/${id}`, { body });
      expect(answer.status, `update.request.${n}`).toBe(200);
      expect(answer.body.id).toBe(id);
    }
    expect((await svc.call("PATCH", `/organization/assets/${id}`, { body: { assetId: id + 1, name: "x" } })).body.message).toBe(
      "Path parameter assetId does not match body",
    );
    expect((await svc.call("PATCH", `/organization/assets/${id}`, { body: { assetId: id } })).status).toBe(400);
    const globexOwn = (await svc.call("GET", "/organization/assets?per_page=1", { key: DEMO_KEYS.globex })).body.assets[0].id;
    expect((await svc.call("PATCH", `/organization/assets/${globexOwn}`, { body: { name: "mine now" } })).status).toBe(403);
  });

  it("removes the association (body or none); a second removal is a 404; the asset can be added again", async () => {
    const id = (await svc.call("POST", "/organization/assets", { body: { assets: [{ content: "https://gone.example" }] } })).body.results[0].id;
    expect((await svc.call("DELETE", `/organization/assets/${id}`, { body: { assetId: id } })).body).toEqual({ success: true, id });
    expect((await svc.call("DELETE", `/organization/assets/${id}`)).status).toBe(404);
    expect((await svc.call("POST", "/organization/assets", { body: { assets: [{ content: "https://gone.example" }] } })).body.successCount).toBe(1);
  });
});
