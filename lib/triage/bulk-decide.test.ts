import { describe, expect, it } from "vitest";
import { reviewPageUrl } from "./bulk-decide";

describe("the service's Review page for a proposal handed over", () => {
  it("is /admin/{slug}/review?proposalId=… on the app address (the v2 base without /api/v2)", () => {
    expect(reviewPageUrl("https://app.service.example/api/v2", "acme", "prop_1 2")).toBe("https://app.service.example/admin/acme/review?proposalId=prop_1%202");
    expect(reviewPageUrl("https://app.service.example/api/v2/", "acme", "5")).toBe("https://app.service.example/admin/acme/review?proposalId=5");
  });

  it("is unknown without the service's address or the organization's slug", () => {
    expect(reviewPageUrl(undefined, "acme", "5")).toBeNull();
    expect(reviewPageUrl("https://app.service.example/api/v2", null, "5")).toBeNull();
  });
});
