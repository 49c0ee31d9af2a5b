import { afterAll, describe, expect, it } from "vitest";
import { FILTER_GROUPS, FILTER_KEYS, FILTER_LABELS, type FilterKey, isListFilter, REPORT_FILTERS, type ReportFilterSpec } from "@/lib/contract/report-filters";
import { reportListQuerySchema, searchParamsToRecord } from "@/lib/contract/report-list-request";
import { buildReportFilter } from "@/lib/embedded-service/store/report-filters";
import { createTestService } from "@/lib/embedded-service/testing";
import { buildUpstreamUrl } from "@/lib/upstream/url";
import { loadReportFilters, reportFilterParsers } from "./filter-parsers";
import { FILTER_VALUE_CHECKS } from "./filter-value-checks";
import { filtersToSearchParams, readFiltersFromUrl } from "./report-filters";

/** A value each kind accepts, in the URL's text form, with what the page keeps of it. */
function sampleOf(spec: ReportFilterSpec): { url: string; kept: string } {
  switch (spec.kind) {
    case "enum":
      return { url: spec.values[spec.values.length - 1]!, kept: spec.values[spec.values.length - 1]! };
    case "text":
      return { url: " wallet ", kept: "wallet" };
    case "boolean":
      return { url: "true", kept: "true" };
    case "date":
      return { url: "2026-01-31", kept: "2026-01-31" };
    case "id":
      return { url: "7", kept: "7" };
    case "country":
      return { url: "us", kept: "US" };
  }
}

const service = createTestService({ reportsForAcme: 20 });
afterAll(() => service.close());
const BASE_WHERE = buildReportFilter(service.store.db, reportListQuerySchema.parse({ limit: "20" }), 1).where;

describe("REPORT_FILTERS: every declared filter, from the table alone", () => {
  for (const key of FILTER_KEYS) {
    const spec = REPORT_FILTERS[key];
    const sample = sampleOf(spec);

    it(`${key}: URL → parser → route schema → service request → SQL clause`, () => {
      // The page's URL, read by the one parser set (browser state and server render) and by the URL model.
      const url = new URLSearchParams({ [key]: sample.url, report: "5", fold: "true" });
      const filters = loadReportFilters(url);
      const kept = isListFilter(key) ? [sample.kept] : sample.kept;
      expect(filters).toEqual({ [key]: kept });
      expect(readFiltersFromUrl(url)).toEqual({ filters, invalid: [] });
      const parser = reportFilterParsers[key] as { parse: (raw: string) => unknown; serialize: (value: never) => string };
      expect(parser.serialize(parser.parse(sample.url) as never)).toBe(sample.kept);

      // The /api request the page sends, parsed by the route's schema.
      const parsed = reportListQuerySchema.safeParse(searchParamsToRecord(filtersToSearchParams(filters, { limit: "20" })));
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const query = parsed.data!;
      expect(query[key]).toBeDefined();

      // The service's request carries the same parameter name.
      const { limit: _limit, ...rest } = query;
      const serviceUrl = new URL(buildUpstreamUrl(new URL("https://service.example/api/v2/"), ["organization", "reports"], rest, "comma"));
      expect([...serviceUrl.searchParams.keys()]).toEqual([key]);

      // The embedded service answers it with a clause of its own.
      const { where } = buildReportFilter(service.store.db, query, 1);
      expect(where.length).toBeGreaterThan(BASE_WHERE.length);
    });

    it(`${key}: a label, a place and a browser check`, () => {
      expect(FILTER_LABELS[key]).toMatch(/\S/);
      expect(spec.group === "main" || Object.hasOwn(FILTER_GROUPS, spec.group)).toBe(true);
      expect(FILTER_VALUE_CHECKS[key](sample.kept)).toBeNull();
    });
  }

  it("declares exactly the route's filters (beside paging and the organization)", () => {
    const schemaKeys = Object.keys(reportListQuerySchema.shape).filter((k) => !["limit", "cursor", "slug"].includes(k));
    expect(schemaKeys.sort()).toEqual([...FILTER_KEYS].sort());
  });

  it("pairs every date filter with the other end of its range", () => {
    const dates = FILTER_KEYS.flatMap((key) => {
      const spec: ReportFilterSpec = REPORT_FILTERS[key];
      return spec.kind === "date" ? [{ key, range: spec.range, bound: spec.bound }] : [];
    });
    for (const d of dates)
      expect(
        dates.filter((o) => o.range === d.range && o.bound !== d.bound),
        d.key,
      ).toHaveLength(1);
  });

  it("gives each place in a group to one field (a date range's two ends share theirs)", () => {
    const places = new Map<string, FilterKey[]>();
    for (const key of FILTER_KEYS) {
      const spec: ReportFilterSpec = REPORT_FILTERS[key];
      const place = `${spec.group}/${spec.kind === "date" ? spec.range : key}/${spec.slot}`;
      places.set(place, [...(places.get(place) ?? []), key]);
    }
    const slots = [...places.keys()].map((p) => p.replace(/\/[^/]+\//, "/"));
    expect(new Set(slots).size).toBe(slots.length);
  });
});
