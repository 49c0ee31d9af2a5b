import { describe, expect, it } from "vitest";
import { createAssetGroupBodySchema, renameAssetGroupBodySchema } from "./asset-group-request";
import { ASSET_TYPES } from "./asset-types";
import { idSchema, numericIdSchema } from "./ids";
import { parseReportListQuery } from "./report-list-request";
import { reviewRequestBodySchema } from "./review-request";
import { unblockRequestBodySchema } from "./unblock-request";
import { updateUserBodySchema } from "./user-request";

describe("idSchema", () => {
  it.each([1, "1", "42", 9007199254740991])("accepts %j", (v) => expect(idSchema.safeParse(v).success).toBe(true));
  it.each([0, -1, 1.5, "0", "01", "-3", "1e3", "", "abc", null, "99999999999999999"])("rejects %j", (v) => expect(idSchema.safeParse(v).success).toBe(false));
  it("keeps the form as received; numericIdSchema normalizes", () => {
    expect(idSchema.parse("7")).toBe("7");
    expect(numericIdSchema.parse("7")).toBe(7);
  });
});

describe("parseReportListQuery", () => {
  it("merges comma-separated and repeated array values", () => {
    const r = parseReportListQuery(new URLSearchParams("limit=5&assetTypes=URL,PAGE&assetTypes=EMAIL&brandIds=3&brandIds=4,5"));
    expect(r.success && r.data.assetTypes).toEqual(["URL", "PAGE", "EMAIL"]);
    expect(r.success && r.data.brandIds).toEqual([3, 4, 5]);
  });
  it("normalizes dates to UTC ISO with milliseconds and booleans to booleans", () => {
    const r = parseReportListQuery(new URLSearchParams("limit=5&startDate=2026-01-31&endDate=2026-02-01T01:00:00%2B01:00&onlyRejected=true"));
    expect(r.success && [r.data.startDate, r.data.endDate, r.data.onlyRejected]).toEqual(["2026-01-31T00:00:00.000Z", "2026-02-01T00:00:00.000Z", true]);
  });
  it("rejects a repeated scalar, an unknown key and bad values", () => {
    for (const q of ["limit=5&limit=6", "limit=5&foo=1", "limit=5&countryCodes=USA", "limit=5&startDate=2026-02-30"]) {
      expect(parseReportListQuery(new URLSearchParams(q)).success, q).toBe(false);
    }
  });
  it("knows the 92 asset types", () => expect(new Set(ASSET_TYPES).size).toBe(92));
});

describe("body schemas", () => {
  it("review: conditional fields by decision", () => {
    expect(reviewRequestBodySchema.safeParse({ assetId: "3", decision: "APPROVE", label: "C2 Server" }).success).toBe(true);
    expect(reviewRequestBodySchema.safeParse({ assetId: 3, decision: "APPROVE", label: "Brand Impersonation" }).success).toBe(false);
    expect(reviewRequestBodySchema.safeParse({ assetId: 3, decision: "WATCHLIST", watchlistReason: "OTHER", note: "why" }).success).toBe(true);
    expect(reviewRequestBodySchema.safeParse({ assetId: 3, decision: "REJECT", rejectReason: "decayed", label: "C2 Server" }).success).toBe(false);
  });
  it("asset groups: exact messages", () => {
    expect(createAssetGroupBodySchema.safeParse({}).error?.issues[0]?.message).toBe("Group name is required");
    expect(renameAssetGroupBodySchema.safeParse({ name: "x" }).error?.issues[0]?.message).toBe("Group ID is required");
  });
  it("unblock trims content; user update requires an http(s) avatar", () => {
    expect(unblockRequestBodySchema.parse({ content: " a.example ", reason: "r" }).content).toBe("a.example");
    expect(updateUserBodySchema.safeParse({ avatarUrl: "data:image/png;base64,AAA" }).success).toBe(false);
    expect(updateUserBodySchema.safeParse({ protectionConfig: { linkMonitoring: false } }).success).toBe(true);
  });
});
