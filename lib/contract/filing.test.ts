import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extensionOf } from "@/lib/contract/filing-limits";
import { upstreamErrorBodySchema } from "./error";
import { createReportResultSchema, readAssetRefusals, readParsedAsset, uploadResultSchema } from "./filing";
import { reportCreateBodySchema } from "./filing-request";
import { reportSearchBodySchema } from "./report-search-request";

const read = (file: string): unknown => JSON.parse(readFileSync(path.join(__dirname, "vendor-examples", file), "utf8"));

describe("the filing operations' answers, as the service's examples write them", () => {
  it("report/create: the current answer with a numeric id, with or without milliseconds, or a placeholder time", () => {
    expect(createReportResultSchema.parse(read("report-create.response.1.json"))).toEqual({
      id: 1679208,
      createdAt: "2026-09-03T23:21:46.450Z",
      organization: { id: 42, slug: "acme", name: "Acme" },
      assetsProcessed: null,
    });
    expect(createReportResultSchema.parse(read("report-create.response.4.json")).createdAt).toBe("2023-11-07T05:31:56Z");
    const skeleton = createReportResultSchema.parse(read("report-create.response.3.json"));
    expect(skeleton.id).toBe(123);
    expect(skeleton.createdAt).toBeNull();
  });

  it("report/create: the older published answer `{ success, reportId, message, assetsProcessed }` keeps its string id", () => {
    const old = { success: true, reportId: "rpt_1234567890abcdef", message: "Report created successfully", assetsProcessed: 3 };
    expect(createReportResultSchema.parse(old)).toEqual({ id: "rpt_1234567890abcdef", createdAt: null, organization: null, assetsProcessed: 3 });
    expect(createReportResultSchema.safeParse({ success: false, message: "no" }).success).toBe(false);
    expect(createReportResultSchema.safeParse({ ok: true }).success).toBe(false);
  });

  it("report/create 422s: every asset's reason read, in the flat and in the nested form; counts taken from the list, not the message", () => {
    expect(readAssetRefusals(read("report-create.error.1.json"))).toEqual([
      {
        asset: "scam.example",
        errorType: "DUPLICATE_ASSETS",
        message: "This asset appears multiple times in the same report",
        suggestion: "Remove duplicate assets from your submission - each asset should only appear once per report",
      },
    ]);
    expect(readAssetRefusals(read("report-create.error.2.json")).map((r) => [r.asset, r.errorType])).toEqual([
      ["http", "INVALID_FORMAT"],
      ["decen-masters.com", "DOMAIN_NOT_ALLOWED"],
    ]);
    expect(readAssetRefusals(read("report-create.error.5.json"))[0]!.errorType).toBe("REPORT_ALREADY_EXISTS");
    const nested = { error: { code: "UNPROCESSABLE_CONTENT", message: "m", data: { errors: [{ asset: "a.example", errorType: "ASSET_ALREADY_CORRECT" }] } } };
    expect(readAssetRefusals(nested)).toEqual([{ asset: "a.example", errorType: "ASSET_ALREADY_CORRECT", message: null, suggestion: null }]);
    expect(readAssetRefusals(read("report-create.error.3.json"))).toEqual([]);
    for (const file of ["report-create.error.1.json", "report-create.error.3.json", "report-create.error.4.json"]) {
      expect(upstreamErrorBodySchema.parse(read(file)).code, file).toMatch(/UNPROCESSABLE_CONTENT|INTERNAL_SERVER_ERROR/);
    }
  });

  it("attachment/upload: the private answer with visibility, and the older public one without", () => {
    expect(uploadResultSchema.parse(read("attachment-upload.response.1.json"))).toEqual({
      attachments: [{ url: "https://app.chainpatrol.io/api/files/.../evidence.eml", fileName: "evidence.eml", sizeBytes: 48210, visibility: "private" }],
    });
    const older = {
      attachments: [{ url: "https://upcdn.io/ACCOUNT/raw/uploads/2026/09/03/x/phishing-email.eml", fileName: "phishing-email.eml", sizeBytes: 48210 }],
    };
    expect(uploadResultSchema.parse(older).attachments[0]!.visibility).toBeNull();
    expect(uploadResultSchema.safeParse({ url: "x" }).success).toBe(false);
  });

  it('attachment/upload\'s error `{ error: "…" }` is read as an error whose code comes from its status', () => {
    expect(upstreamErrorBodySchema.parse(read("attachment-upload.error.1.json"))).toEqual({
      code: "",
      message: "Upload exceeds the 4194304 byte request limit.",
    });
  });

  it("asset/parse: an object, null, or anything else (not an asset); submittedContent in either casing", () => {
    expect(readParsedAsset({ content: "https://a.example", submittedContent: "a.example", type: "URL" })).toEqual({
      content: "https://a.example",
      submittedContent: "a.example",
      type: "URL",
    });
    expect(readParsedAsset({ content: "0xab", submitted_content: "0xAB", type: "ADDRESS" })!.submittedContent).toBe("0xAB");
    expect(readParsedAsset(null)).toBeNull();
    expect(readParsedAsset("https://a.example")).toBeNull();
    expect(readParsedAsset({ type: "URL" })).toBeNull();
    expect(readParsedAsset({ content: "x.example", type: "NEW_KIND" })!.type).toBe("NEW_KIND");
  });
});

describe("the filing operations' requests", () => {
  it.each([1, 2, 3, 4, 5, 6, 7])("report-create.request.%i.json is a body the service takes", (n) => {
    const parsed = reportCreateBodySchema.safeParse(read(`report-create.request.${n}.json`));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("refuses what no page documents, and a title under 3 characters", () => {
    expect(reportCreateBodySchema.safeParse({ assets: ["a.example"], severity: "high" }).success).toBe(false);
    expect(reportCreateBodySchema.safeParse({ assets: ["a.example"], title: "ab" }).success).toBe(false);
    expect(reportCreateBodySchema.safeParse({ assets: [] }).success).toBe(false);
  });

  it.each([1, 2])("reports-search.request.%i.json is a body the service takes", (n) => {
    expect(reportSearchBodySchema.safeParse(read(`reports-search.request.${n}.json`)).success).toBe(true);
  });

  it("an extension is the last dot's, in lower case; a dot file or no dot has none", () => {
    expect(extensionOf("Evidence.EML")).toBe(".eml");
    expect(extensionOf("dir/a.b.PNG")).toBe(".png");
    expect(extensionOf(".env")).toBe("");
    expect(extensionOf("README")).toBe("");
  });
});
