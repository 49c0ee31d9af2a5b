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
