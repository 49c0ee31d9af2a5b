import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { accountSetupListSchema, accountSetupSchema } from "./account-setup";
import { assetGroupDeleteResultSchema, assetGroupListSchema, assetGroupSchema } from "./asset-group";
import { upstreamErrorBodySchema } from "./error";
import { createReportResultSchema, uploadResultSchema } from "./filing";
import { falsePositiveRateSchema, foundBySourceSchema, organizationMetricsSchema, takedownSuccessRateSchema, takedownTimeTrendSchema } from "./outcome-metrics";
import { ownAssetAddResultSchema, ownAssetChangeSchema, ownAssetPageSchema, ownAssetRemovalSchema } from "./own-asset";
import { reportListSchema, reportSearchResultSchema } from "./report";
import { reviewResultSchema } from "./review";
import { takedownListSchema } from "./takedown";
import { threatListSchema, watchlistSchema } from "./threat";
import { collectTolerated } from "./tolerated";

// The service's own published answers of the operations the console uses (vendor-examples/README.md).
const DIR = path.join(__dirname, "vendor-examples");
// Request examples sit beside them for the embedded service's tests (lib/embedded-service/own-assets.test.ts).
const FILES = readdirSync(DIR).filter((f) => f.endsWith(".json") && !f.includes(".request."));
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(DIR, file), "utf8"));

const SCHEMAS: Record<string, z.ZodType> = {
  "organization-reports-list": reportListSchema,
  "organization-proposals-review": reviewResultSchema,
  "organization-asset-groups-list": assetGroupListSchema,
  "organization-asset-groups-create": assetGroupSchema,
  "organization-asset-groups-update": assetGroupSchema,
  "organization-asset-groups-delete": assetGroupDeleteResultSchema,
  "takedowns-list": takedownListSchema,
  "organization-threats-list": threatListSchema,
  "organization-watchlist-list": watchlistSchema,
  "reports-search": reportSearchResultSchema,
  "report-create": createReportResultSchema,
  "attachment-upload": uploadResultSchema,
  "organization-metrics-list": organizationMetricsSchema,
  "metrics-takedown-time-trend": takedownTimeTrendSchema,
  "metrics-takedown-success-rate": takedownSuccessRateSchema,
  "metrics-false-positive-rate": falsePositiveRateSchema,
  "metrics-found-by-source": foundBySourceSchema,
  "user-orgs-get": accountSetupSchema,
  "organization-assets-list": ownAssetPageSchema,
  "organization-assets-add": ownAssetAddResultSchema,
  "organization-assets-update": ownAssetChangeSchema,
  "organization-assets-remove": ownAssetRemovalSchema,
  "user-orgs": accountSetupListSchema,
};

/** Every id in a JSON value, by where it sits (`reports.0.proposals.0.id`). */
function idsIn(value: unknown, at = "", found = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) idsIn(v, `${at}${i}.`, found);
  } else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "id" && (typeof v === "string" || typeof v === "number")) found.set(`${at}id`, v);
      else idsIn(v, `${at}${key}.`, found);
    }
  }
  return found;
}

describe("the service's published examples", () => {
  it("are all here, each of an operation the console uses", () => {
    expect(FILES.length).toBeGreaterThanOrEqual(30);
    for (const file of FILES)
      expect(
        Object.keys(SCHEMAS).some((op) => file.startsWith(`${op}.`)),
        file,
      ).toBe(true);
  });

  const answers = FILES.filter((f) => f.includes(".response."));
  it.each(answers)("%s is accepted, every record shown with its id kept exactly", (file) => {
    const op = Object.keys(SCHEMAS).find((o) => file.startsWith(`${o}.`))!;
    const raw = read(file);
    const { result } = collectTolerated(() => SCHEMAS[op]!.safeParse(raw));
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    const parsed = result.data as Record<string, unknown>;
    // Every id the service sent is in the parsed answer, at the same place, of the same type.
    const sent = idsIn(raw);
    const kept = idsIn(parsed);
    for (const [where, id] of sent) expect(kept.get(where), `${file} ${where}`).toStrictEqual(id);
    for (const list of ["reports", "takedowns", "groups", "threats", "watchlist"]) {
      if (Array.isArray((raw as Record<string, unknown>)[list])) {
        expect((parsed[list] as unknown[]).length, `${file} ${list}`).toBe(((raw as Record<string, unknown>)[list] as unknown[]).length);
      }
    }
  });

  it.each(FILES.filter((f) => f.includes(".error.")))("%s is read as an error with its code and message", (file) => {
    const parsed = upstreamErrorBodySchema.safeParse(read(file));
    expect(parsed.success, file).toBe(true);
    expect(parsed.data?.message.length).toBeGreaterThan(0);
  });

  it("the current report list example: string report id, numeric proposal and asset ids, `cursor`, no totalCount", () => {
    const page = reportListSchema.parse(read("organization-reports-list.response.1.json"));
    expect(page.reports[0]!.id).toBe("rpt_1234567890abcdef");
    expect(page.reports[0]!.proposals[0]!.id).toBe(4321);
    expect(page.reports[0]!.proposals[0]!.asset!.id).toBe(12345);
    expect(page.nextCursor).toBe("next_page_cursor_string");
    expect(page.totalCount).toBeNull();
    expect(page.reports[0]!.title).toBeNull();
    expect(page.reports[0]!.notSent).toContain("title");
  });

  it("the older report list example: `status` for reviewStatus, a string proposal id, no asset (so it cannot be reviewed)", () => {
    const proposal = reportListSchema.parse(read("organization-reports-list.response.2.json")).reports[0]!.proposals[0]!;
    expect(proposal.id).toBe("prop_abc123");
    expect(proposal.reviewStatus).toBe("APPROVED");
    expect(proposal.asset).toBeNull();
    expect(proposal.notSent).toEqual(["asset"]);
  });

  it("the metrics examples: every figure read, unknown surfaces kept, a placeholder date unknown but its row shown", () => {
    const summary = organizationMetricsSchema.parse(read("organization-metrics-list.response.1.json"));
    expect(summary.metrics.newThreats).toBe(245);
    expect(summary.blockedByType.reduce((sum, r) => sum + (r.count ?? 0), 0)).toBe(245);
    expect(summary.blockedByDay[0]).toEqual({ date: "2024-01-15", count: 12 });
    const placeholder = organizationMetricsSchema.parse(read("organization-metrics-list.response.2.json"));
    expect(placeholder.blockedByDay).toEqual([{ date: null, count: 123, notSent: ["date"] }]);
    expect(placeholder.blockedByType).toEqual([{ type: "<string>", count: 123 }]);
    const fp = falsePositiveRateSchema.parse(read("metrics-false-positive-rate.response.1.json"));
    expect(fp.byAssetType.map((r) => r.assetType)).toEqual(["DOMAIN", "TWITTER_ACCOUNT", "GOOGLE_AD"]);
    expect(fp.byAssetType[2]!.falsePositiveRate).toBe(0);
    const trend = takedownTimeTrendSchema.parse(read("metrics-takedown-time-trend.response.1.json"));
    expect(trend.series.map((s) => s.change?.direction)).toEqual(["improved", "worsened"]);
    expect(trend.series[1]!.points[1]).toEqual({ period: "2026-07", medianTakedownMinutes: null, count: 0 });
    const found = foundBySourceSchema.parse(read("metrics-found-by-source.response.1.json"));
    expect([found.customer, found.service, found.total]).toEqual([42, 137, 179]);
    const success = takedownSuccessRateSchema.parse(read("metrics-takedown-success-rate.response.1.json"));
    expect(success.byAssetType[0]).toMatchObject({ assetType: "URL", submitted: 120, stillOpen: 15, resolvedSuccessRate: 0.9047619047619048 });
  });

  it("the account examples: every switch read, the literal '…' in addresses no obstacle, no trademarks said as none", () => {
    const [listed] = accountSetupListSchema.parse(read("user-orgs.response.1.json")).organizations;
    expect(listed).toMatchObject({
      id: 42,
      slug: "acme",
      takedownsAutomated: false,
      obligatoryAdminApproval: false,
      letterOfAuthorization: true,
      powerOfAttorney: false,
      trademarks: [],
    });
    expect(listed!.services).toEqual({ reporting: true, reviewing: true, protection: true, takedowns: true, detection: true, darkWebMonitoring: false });
    expect(listed!.notSent).toBeUndefined();
    const one = accountSetupSchema.parse(read("user-orgs-get.response.1.json"));
    expect(one).toMatchObject({ slug: "acme", takedownsAutomated: true, obligatoryAdminApproval: true, powerOfAttorney: true });
  });

  it("the own-asset examples: an opaque next_page, a null group and description, per-asset failures in a 200, a flat groupId", () => {
    const page = ownAssetPageSchema.parse(read("organization-assets-list.response.1.json"));
    expect(page.nextPage).toBe("12347");
    expect(page.assets.map((a) => [a.id, a.group?.name ?? null, a.description])).toEqual([
      [12345, "URLs", "Our official website"],
      [12346, null, null],
    ]);
    expect(page.assets[1]!.notSent).toBeUndefined();
    const partial = ownAssetAddResultSchema.parse(read("organization-assets-add.response.2.json"));
    expect(partial.results.map((r) => r.error)).toEqual([null, "Invalid asset format", "Asset already exists in organization"]);
    // The skeleton sends an id AND an error on a success: the error is not one.
    expect(ownAssetAddResultSchema.parse(read("organization-assets-add.response.3.json")).results[0]).toMatchObject({ success: true, id: 123, error: null });
    expect(ownAssetChangeSchema.parse(read("organization-assets-update.response.1.json")).groupId).toBe(2);
  });

  it("the report search example lists assets as plain strings: kept as their content", () => {
    const result = reportSearchResultSchema.parse(read("reports-search.response.1.json"));
    expect(result.reports[0]!.assets.map((a) => a.content)).toEqual(["https://scam-site.com", "phishing.example"]);
  });
});
