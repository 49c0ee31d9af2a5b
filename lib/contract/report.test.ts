import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assetSchema,
  attachmentSchema,
  enrichmentSchema,
  externalReporterSchema,
  KNOWN_REPORT_STATUSES,
  proposalSchema,
  reporterSchema,
  reportListSchema,
  reportSchema,
  reportSearchResultSchema,
  scanSchema,
} from "./report";
import { reportFixture } from "./response-fixtures";
import { collectTolerated } from "./tolerated";

type Obj = Record<string, unknown>;
const proposalOf = (r: Obj) => (r.proposals as Obj[])[0];
const assetOf = (r: Obj) => proposalOf(r).asset as Obj;
const scanOf = (r: Obj) => (assetOf(r).scans as Obj[])[0];

/** The report with every id written as a numeric string (the alternate dialect). */
function stringIdReport(): Obj {
  const r = reportFixture();
  r.id = "101";
  r.duplicateOfId = "100";
  (r.attachments as Obj[])[0].id = "7";
  proposalOf(r).id = "55";
  assetOf(r).id = "900";
  scanOf(r).id = "3";
  (scanOf(r).enrichments as Obj[])[0].id = "4";
  (r.reporter as Obj).id = "12";
  (r.assets as Obj[])[0].id = "900";
  return r;
}

describe("reportSchema", () => {
  it("accepts the standard dialect and keeps numeric ids as numbers", () => {
    const report = reportSchema.parse(reportFixture());
    expect(report.id).toBe(101);
    expect(report.proposals[0].id).toBe(55);
    expect(report.proposals[0].asset!.id).toBe(900);
  });

  it("accepts numeric-string ids everywhere and keeps them as strings", () => {
    const report = reportSchema.parse(stringIdReport());
    expect(report.id).toBe("101");
    expect(report.duplicateOfId).toBe("100");
    expect(report.attachments[0].id).toBe("7");
    expect(report.proposals[0].id).toBe("55");
    expect(report.proposals[0].asset!.id).toBe("900");
    expect(report.proposals[0].asset!.scans[0].id).toBe("3");
    expect(report.proposals[0].asset!.scans[0].enrichments[0].id).toBe("4");
    expect(report.reporter?.id).toBe("12");
  });

  it("keeps leading zeros of a string id untouched", () => {
    expect(reportSchema.parse({ ...reportFixture(), id: "000101" }).id).toBe("000101");
  });

  // Ids are opaque (issue 27): any integer or printable string, kept exactly as sent.
  it.each([["abc"], ["12a"], [-1], ["rpt_1234567890abcdef"], ["5132"], [5132]])("accepts the id %j and keeps it as sent", (id) => {
    expect(reportSchema.parse({ ...reportFixture(), id }).id).toBe(id);
  });

  it.each([[""], [1.5], [true], [null], [" "], ["x".repeat(201)], ["a\u0000b"], [{ id: 1 }]])("rejects the id %j", (id) => {
    expect(reportSchema.safeParse({ ...reportFixture(), id }).success).toBe(false);
  });

  it.each([...KNOWN_REPORT_STATUSES, null, "ESCALATED_TO_LEGAL"])("accepts status %j and keeps it", (status) => {
    expect(reportSchema.parse({ ...reportFixture(), status }).status).toBe(status);
  });

  it.each(["TODO", "IN_PROGRESS", "CLOSED", "PENDING", "APPROVED", "REJECTED"])(
    "knows status %s of either vocabulary: kept, nothing noted as tolerated",
    (status) => {
      const { result, notes } = collectTolerated(() => reportSchema.parse({ ...reportFixture(), status }));
      expect(result.status).toBe(status);
      expect(notes).toEqual([]);
    },
  );

  it("keeps an unknown status as sent and notes it", () => {
    const { result, notes } = collectTolerated(() => reportSchema.parse({ ...reportFixture(), status: "ESCALATED_TO_LEGAL" }));
    expect(result.status).toBe("ESCALATED_TO_LEGAL");
    expect(notes).toEqual([expect.objectContaining({ kind: "enum-unknown", path: "reports[].status", value: "ESCALATED_TO_LEGAL" })]);
  });

  it("accepts unknown enum values (asset type and status, source, role, image display, review status)", () => {
    const r = reportFixture();
    r.imageDisplay = "PIXELATED";
    r.source = "CARRIER_PIGEON";
    (r.reporter as Obj).role = "AUDITOR";
    proposalOf(r).reviewStatus = "ON_HOLD";
    assetOf(r).type = "MYSPACE";
    assetOf(r).status = "QUARANTINED";
    scanOf(r).status = "QUEUED";
    const report = reportSchema.parse(r);
    expect(report.imageDisplay).toBe("PIXELATED");
    expect(report.source).toBe("CARRIER_PIGEON");
    expect(report.reporter?.role).toBe("AUDITOR");
    expect(report.proposals[0].reviewStatus).toBe("ON_HOLD");
    expect(report.proposals[0].asset!.type).toBe("MYSPACE");
    expect(report.proposals[0].asset!.status).toBe("QUARANTINED");
    expect(report.proposals[0].asset!.scans[0].status).toBe("QUEUED");
  });

  it("keeps unknown extra fields at every level", () => {
    const r = reportFixture();
    r.riskScore = 0.9;
    proposalOf(r).escalatedTo = "acme";
    assetOf(r).brandId = 3;
    const report = reportSchema.parse(r);
    expect(report.riskScore).toBe(0.9);
    expect(report.proposals[0].escalatedTo).toBe("acme");
    expect(report.proposals[0].asset!.brandId).toBe(3);
  });

  it("accepts an external reporter and a report without the optional assets and sourceMetadata", () => {
    const r = reportFixture();
    r.reporter = null;
    r.externalReporter = { id: 9, displayName: null, avatarUrl: null, platform: "TWITTER" };
    delete r.assets;
    delete r.sourceMetadata;
    expect(reportSchema.parse(r).externalReporter?.platform).toBe("TWITTER");
  });

  const requiredReportFields = [
    "id",
    "title",
    "description",
    "imageDisplay",
    "favoritedAt",
    "status",
    "reportedByCustomer",
    "slaDueAt",
    "externalSubmissionLink",
    "duplicateOfId",
    "createdAt",
    "updatedAt",
    "attachments",
    "proposals",
    "reporter",
    "externalReporter",
    "source",
  ];
  it("fails when the report misses id", () => {
    const r = reportFixture();
    delete r.id;
    expect(reportSchema.safeParse(r).success).toBe(false);
  });

  // A required field that is missing, null or of another type is unknown for that field alone.
  const LISTS = new Set(["attachments", "proposals"]);
  it.each(requiredReportFields.filter((f) => f !== "id"))("keeps the report when it misses %s, the field unknown and named", (field) => {
    for (const broken of [undefined, true]) {
      const r = reportFixture();
      if (broken === undefined) delete r[field];
      else r[field] = field === "reportedByCustomer" ? "yes" : broken;
      const report = reportSchema.parse(r) as Obj;
      expect(report[field], field).toEqual(LISTS.has(field) ? [] : null);
      expect(report.notSent, field).toEqual([field]);
      expect(report.id).toBe(101);
    }
  });

  it("reads an unparseable time as unknown, and keeps ISO times with or without milliseconds", () => {
    const r = reportFixture();
    r.createdAt = "yesterday";
    r.updatedAt = "2025-01-01T01:00:00Z";
    const report = reportSchema.parse(r);
    expect(report.createdAt).toBeNull();
    expect(report.updatedAt).toBe("2025-01-01T01:00:00Z");
    expect(report.notSent).toEqual(["createdAt"]);
  });

  const nested: [string, { safeParse: (v: unknown) => { success: boolean } }, () => Obj, string[]][] = [
    ["proposal", proposalSchema, () => proposalOf(reportFixture()), ["id", "reviewStatus", "asset"]],
    ["asset", assetSchema, () => assetOf(reportFixture()), ["id", "type", "content", "status", "scans"]],
    ["scan", scanSchema, () => scanOf(reportFixture()), ["id", "status", "createdAt", "enrichments"]],
    ["enrichment", enrichmentSchema, () => (scanOf(reportFixture()).enrichments as Obj[])[0], ["id", "type", "status"]],
    ["attachment", attachmentSchema, () => (reportFixture().attachments as Obj[])[0], ["id", "url"]],
    ["reporter", reporterSchema, () => reportFixture().reporter as Obj, ["id", "role", "fullName", "avatarUrl"]],
    [
      "external reporter",
      externalReporterSchema,
      () => ({ id: 1, displayName: "x", avatarUrl: null, platform: "X" }),
      ["id", "displayName", "avatarUrl", "platform"],
    ],
  ];
  for (const [name, schema, make, fields] of nested) {
    it(`accepts a complete ${name}`, () => expect(schema.safeParse(make()).success).toBe(true));
    it(`fails when a ${name} misses its id`, () => {
      const value = make();
      delete value.id;
      expect(schema.safeParse(value).success).toBe(false);
    });
    it.each(fields.filter((f) => f !== "id"))(`keeps a ${name} that misses %s, that field unknown and named`, (field) => {
      const value = make();
      delete value[field];
      const parsed = (schema as unknown as { parse: (v: unknown) => Obj }).parse(value);
      expect(parsed.notSent).toContain(field);
      expect(parsed[field]).toEqual(field === "scans" || field === "enrichments" ? [] : null);
    });
  }

  it("keeps the report when one nested proposal misses its asset: that proposal cannot be reviewed", () => {
    const r = reportFixture();
    delete proposalOf(r).asset;
    const report = reportSchema.parse(r);
    expect(report.proposals[0]!.asset).toBeNull();
    expect(report.proposals[0]!.notSent).toEqual(["asset"]);
  });

  it("takes a proposal's missing asset from the report's assets when the ids match (the older shape)", () => {
    const r = reportFixture();
    delete proposalOf(r).asset;
    proposalOf(r).assetId = 900;
    const report = reportSchema.parse(r);
    expect(report.proposals[0]!.asset).toMatchObject({ id: 900, content: "https://claim-airdrop.example", scans: [] });
    expect(report.proposals[0]!.notSent).toBeUndefined();
  });

  it("reads a proposal's older `status` as its reviewStatus", () => {
    const r = reportFixture();
    delete proposalOf(r).reviewStatus;
    proposalOf(r).status = "PENDING";
    expect(reportSchema.parse(r).proposals[0]!.reviewStatus).toBe("PENDING");
  });

  it("leaves out a proposal without an id and keeps the others", () => {
    const r = reportFixture();
    (r.proposals as Obj[]).push({ reviewStatus: "PENDING" }, { ...proposalOf(r), id: "prop_abc123" });
    expect(reportSchema.parse(r).proposals.map((p) => p.id)).toEqual([55, "prop_abc123"]);
  });
});

describe("proposals without an id", () => {
  it("are left out of their report and counted on it", () => {
    const value = reportFixture();
    value.proposals = [...(value.proposals as unknown[]), { status: "PENDING", reason: "phishing" }, "prop_x"];
    const report = reportSchema.parse(value);
    expect(report.proposals.map((p) => p.id)).toEqual([55]);
    expect(report.unreadableProposals).toBe(2);
    expect(reportSchema.parse(reportFixture()).unreadableProposals).toBeUndefined();
  });
});

describe("reportListSchema", () => {
  const list = (extra: Obj) => ({ reports: [reportFixture()], totalCount: 1, ...extra });

  it.each([
    ["nextCursor number", { nextCursor: 42 }, "42"],
    ["nextCursor zero", { nextCursor: 0 }, "0"],
    ["nextCursor string", { nextCursor: "eyJpZCI6NDJ9" }, "eyJpZCI6NDJ9"],
    ["nextCursor null", { nextCursor: null }, null],
    ["cursor string", { cursor: "abc==" }, "abc=="],
    ["cursor number", { cursor: 17 }, "17"],
    ["cursor null", { cursor: null }, null],
    ["no cursor at all", {}, null],
    ["nextCursor null, cursor set", { nextCursor: null, cursor: "c2" }, "c2"],
  ])("normalizes %s", (_name, extra, expected) => {
    const parsed = reportListSchema.parse(list(extra));
    expect(parsed.nextCursor).toBe(expected);
    expect(parsed.totalCount).toBe(1);
    expect(parsed.reports).toHaveLength(1);
  });

  it("normalizes to exactly reports, nextCursor and totalCount", () => {
    expect(Object.keys(reportListSchema.parse(list({ cursor: "x", extra: 1 }))).sort()).toEqual(["nextCursor", "reports", "totalCount"]);
  });

  it("passes any string or integer cursor through unchanged (as a string)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.nat()), fc.boolean(), (cursor, useAltName) => {
        const parsed = reportListSchema.parse(list(useAltName ? { cursor } : { nextCursor: cursor }));
        expect(parsed.nextCursor).toBe(String(cursor));
      }),
    );
  });

  it("fails without reports (the answer is not a report list at all)", () => {
    const value: Obj = list({ nextCursor: null });
    delete value.reports;
    expect(reportListSchema.safeParse(value).success).toBe(false);
    expect(reportListSchema.safeParse({ reports: "none" }).success).toBe(false);
    expect(reportListSchema.safeParse([]).success).toBe(false);
  });

  it("reads a missing or unreadable totalCount as unknown (null)", () => {
    const value: Obj = list({ nextCursor: null });
    delete value.totalCount;
    expect(reportListSchema.parse(value).totalCount).toBeNull();
    expect(reportListSchema.parse(list({ totalCount: "many" })).totalCount).toBeNull();
  });

  it("leaves out a report without an id, counts it, and shows the rest", () => {
    const r = reportFixture();
    delete r.id;
    const parsed = reportListSchema.parse({ reports: [r, reportFixture(), null], totalCount: 3 });
    expect(parsed.reports.map((x) => x.id)).toEqual([101]);
    expect(parsed.unreadable).toBe(2);
  });

  it("reads a cursor of another type as no further page", () => {
    expect(reportListSchema.parse(list({ nextCursor: { page: 2 } })).nextCursor).toBeNull();
  });
});

describe("reportSearchResultSchema", () => {
  it("accepts matches with string or number ids and unknown statuses", () => {
    const parsed = reportSearchResultSchema.parse({
      reports: [
        { id: "5", status: "WHATEVER", assets: [{ id: 1, content: "x", type: "URL", status: "BLOCKED" }] },
        { id: 6, status: null, assets: [] },
      ],
    });
    expect(parsed.reports.map((r) => r.id)).toEqual(["5", 6]);
  });

  it("fails without reports", () => {
    expect(reportSearchResultSchema.safeParse({}).success).toBe(false);
  });
});
