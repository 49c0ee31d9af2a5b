import { afterEach, describe, expect, it } from "vitest";
import { DEMO_KEYS } from "./demo-keys";
import { createTestService, type TestService } from "./testing";

let svc: TestService | undefined;
afterEach(() => svc?.close());

describe("GET /validate", () => {
  it("says each demo key's powers, in each dialect's form", async () => {
    svc = createTestService({ reportsForAcme: 5 });
    expect((await svc.call("GET", "/validate")).body).toEqual({
      valid: true,
      keyType: "organization",
      environment: "live",
      readOnly: false,
      organization: { id: 1, slug: "acme", name: "Acme Corporation" },
    });
    expect((await svc.call("GET", "/validate", { key: DEMO_KEYS.acmeReadOnly })).body).toMatchObject({ readOnly: true, environment: "live" });
    expect((await svc.call("GET", "/validate", { key: DEMO_KEYS.acmeTest })).body).toMatchObject({ readOnly: false, environment: "test" });
    expect((await svc.call("GET", "/validate", { key: DEMO_KEYS.staff })).body).toMatchObject({ keyType: "user", organization: null });
    expect((await svc.call("GET", "/validate", { key: "cp_live_nope" })).status).toBe(401);
    svc.close();
    svc = createTestService({ reportsForAcme: 5, variant: "alternate" });
    expect((await svc.call("GET", "/validate")).body).toEqual({
      valid: true,
      key: { type: "organization", environment: "live", readOnly: false },
      organization: { id: "1", slug: "acme", name: "Acme Corporation" },
    });
  });

  it("a read-only key reads (GET and the documented reading POSTs) and is refused every write with 403", async () => {
    svc = createTestService({ reportsForAcme: 5 });
    const key = DEMO_KEYS.acmeReadOnly;
    expect((await svc.call("GET", "/organization/asset-groups", { key })).status).toBe(200);
    expect((await svc.call("POST", "/user/me", { key, body: {} })).status).toBe(200);
    expect((await svc.call("POST", "/takedowns/list", { key, body: {} })).status).toBe(200);
    for (const [method, path] of [
      ["POST", "/organization/asset-groups"],
      ["PATCH", "/organization/asset-groups/1"],
      ["DELETE", "/organization/asset-groups/1"],
      ["POST", "/asset/unblock"],
      ["POST", "/organization/proposals/1/review"],
      ["POST", "/user/me/update"],
    ] as const) {
      const answer = await svc.call(method, path, { key, body: { name: "x" } });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toMatchObject({ code: "FORBIDDEN", message: "This API key is read-only" });
    }
    // The same write with acme's own key goes through: the test key acts on acme's data.
    expect((await svc.call("POST", "/organization/asset-groups", { key: DEMO_KEYS.acmeTest, body: { name: "From the test key" } })).status).toBe(200);
  });
});

describe("POST /user/orgs and GET /user/orgs/{slug}", () => {
  it("an organization key lists its own account; staff list every one; the vendor's request bodies are accepted", async () => {
    svc = createTestService({ reportsForAcme: 5 });
    // user-orgs.request.1.json is `{}`; user-orgs-get.request.1.json is GET /user/orgs/acme
    const own = await svc.call("POST", "/user/orgs", { body: {} });
    expect(own.status).toBe(200);
    expect(own.body.organizations.map((o: { slug: string }) => o.slug)).toEqual(["acme"]);
    expect(own.body.organizations[0]).toMatchObject({
      services: { takedowns: { active: true, automated: true }, darkWebMonitoring: { active: false } },
      legalDocuments: { letterOfAuthorization: { present: false, fileName: null }, powerOfAttorney: { present: true } },
      trademarkRegistrations: [],
      obligatoryAdminApproval: true,
    });
    const one = await svc.call("GET", "/user/orgs/acme");
    expect(one.body).toMatchObject({ slug: "acme", subscriptionStatus: "ACTIVE" });
    expect((await svc.call("GET", "/user/orgs/globex")).status).toBe(403);
    expect((await svc.call("GET", "/user/orgs/nope", { key: DEMO_KEYS.staff })).status).toBe(404);
    const staff = await svc.call("POST", "/user/orgs", { key: DEMO_KEYS.staff, body: {} });
    // initech is a proof of concept (POC): in the default filter; INACTIVE only when asked for.
    expect(staff.body.organizations.map((o: { slug: string }) => o.slug)).toEqual(["acme", "globex", "initech"]);
    const filtered = await svc.call("POST", "/user/orgs", { key: DEMO_KEYS.staff, body: { services: ["detection"], obligatoryAdminApproval: false } });
    expect(filtered.body.organizations.map((o: { slug: string }) => o.slug)).toEqual(["initech"]);
    expect((await svc.call("POST", "/user/orgs", { body: { nonsense: true } })).status).toBe(400);
    // A read: the read-only key may list.
    expect((await svc.call("POST", "/user/orgs", { key: DEMO_KEYS.acmeReadOnly, body: {} })).status).toBe(200);
  });
});

describe("POST /webhook/config", () => {
  it("registers the receiver and its events at the documented path; the secret is shown once when the service made it", async () => {
    svc = createTestService({ reportsForAcme: 5 });
    const given = await svc.call("POST", "/webhook/config", {
      body: { url: "https://console.example/api/webhooks/service", events: ["asset.status-updated"], secret: "s".repeat(32) },
    });
    expect(given.body).toEqual({
      webhook: expect.objectContaining({ organization: "acme", url: "https://console.example/api/webhooks/service", events: ["asset.status-updated"] }),
    });
    expect((await svc.call("GET", "/organization/webhooks")).body.webhook.url).toBe("https://console.example/api/webhooks/service");
    const made = await svc.call("POST", "/webhook/config", { body: { url: "https://console.example/hook" } });
    expect(made.body.secret).toMatch(/^[0-9a-f]{48}$/);
    expect(made.body.webhook.events).toHaveLength(3);
    expect((await svc.call("POST", "/webhook/config", { body: { url: "ftp://x" } })).status).toBe(400);
    expect((await svc.call("POST", "/webhook/config", { key: DEMO_KEYS.acmeReadOnly, body: { url: "https://x.example" } })).status).toBe(403);
  });
});
