import { describe, expect, it } from "vitest";
import { parseReportListQuery } from "@/lib/contract/report-list-request";
import { checkListItem, checkScalar, compactFilters, filtersToSearchParams, readFiltersFromUrl } from "./report-filters";

const read = (query: string) => readFiltersFromUrl(new URLSearchParams(query));

describe("readFiltersFromUrl", () => {
  it("keeps every valid filter in its text form", () => {
    const { filters, invalid } = read(
      "status=TODO&searchQuery=+wallet+&reporterKind=human&reviewerKind=automation&reviewedByUserId=12&startDate=2026-01-01" +
        "&endDate=2026-02-01T10:00:00Z&hasMxRecords=false&onlyRejected=true&registrars=NameCheap+Inc.,Porkbun+LLC" +
        "&assetTypes=URL,PAGE&brandIds=3,4&countryCodes=us,GB&sources=APP&reviewStatuses=APPROVE,ESCALATE",
    );
    expect(invalid).toEqual([]);
    expect(filters).toEqual({
      status: "TODO",
      searchQuery: "wallet",
      reporterKind: "human",
      reviewerKind: "automation",
      reviewedByUserId: "12",
      startDate: "2026-01-01",
      endDate: "2026-02-01T10:00:00Z",
      hasMxRecords: "false",
      onlyRejected: "true",
      registrars: ["NameCheap Inc.", "Porkbun LLC"],
      reviewStatuses: ["APPROVE", "ESCALATE"],
      assetTypes: ["URL", "PAGE"],
      brandIds: ["3", "4"],
      countryCodes: ["US", "GB"],
      sources: ["APP"],
    });
  });

  it("accepts both status vocabularies", () => {
    expect(read("status=APPROVED").filters).toEqual({ status: "APPROVED" });
    expect(read("status=IN_PROGRESS").filters).toEqual({ status: "IN_PROGRESS" });
  });

  it("drops invalid scalars and reports each with a reason", () => {
    const { filters, invalid } = read("status=DONE&startDate=2026-02-30&reviewedByUserId=abc&onlyFavorited=yes&reporterKind=robot&searchQuery=ok");
    expect(filters).toEqual({ searchQuery: "ok" });
    expect(invalid.map((i) => [i.key, i.value])).toEqual([
      ["status", "DONE"],
      ["startDate", "2026-02-30"],
      ["reviewedByUserId", "abc"],
      ["onlyFavorited", "yes"],
      ["reporterKind", "robot"],
    ]);
    for (const i of invalid) expect(i.reason.length).toBeGreaterThan(0);
  });

  it("keeps the valid items of a list and reports the invalid ones", () => {
    const { filters, invalid } = read("countryCodes=US,USA,1x,de&assetTypes=URL,NOPE&sources=SPAM&brandIds=0,7");
    expect(filters).toEqual({ countryCodes: ["US", "DE"], assetTypes: ["URL"], brandIds: ["7"] });
    expect(invalid.map((i) => `${i.key}=${i.value}`)).toEqual(["countryCodes=USA", "countryCodes=1x", "assetTypes=NOPE", "sources=SPAM", "brandIds=0"]);
  });

  it("de-duplicates list items and reports a repeated key", () => {
    const { filters, invalid } = read("sources=APP,APP,API&status=TODO&status=CLOSED");
    expect(filters).toEqual({ status: "TODO", sources: ["APP", "API"] });
    expect(invalid).toEqual([{ key: "status", value: "CLOSED", reason: expect.stringContaining("more than once") }]);
  });

  it("ignores keys that are not filters (panel, fold, limit, cursor)", () => {
    expect(read("report=12&fold=true&limit=999&cursor=abc&utm=x")).toEqual({ filters: {}, invalid: [] });
  });

  it("caps a list at 100 items", () => {
    const many = Array.from({ length: 101 }, (_, i) => `R${i}`).join(",");
    const { filters, invalid } = read(`registrars=${many}`);
    expect(filters.registrars).toHaveLength(100);
    expect(invalid).toHaveLength(1);
  });

  it("never yields a query the /api route refuses", () => {
    const urls = ["status=x&countryCodes=ABC,us&startDate=yesterday&assetTypes=url", "brandIds=1,x,2&reviewStatuses=APPROVE,NO&hasMxRecords=1"];
    for (const url of urls) {
      const { filters } = read(url);
      const parsed = parseReportListQuery(filtersToSearchParams(filters, { limit: "20" }));
      expect(parsed.success, url).toBe(true);
    }
  });
});

describe("single values", () => {
  it("checkScalar trims and refuses blanks", () => {
    expect(checkScalar("searchQuery", "  ")).toMatchObject({ ok: false });
    expect(checkScalar("searchQuery", " a ")).toEqual({ ok: true, value: "a" });
    expect(checkScalar("searchQuery", "x".repeat(201))).toMatchObject({ ok: false });
  });
  it("checkListItem validates country codes as two letters, upper-cased", () => {
    expect(checkListItem("countryCodes", "nl")).toEqual({ ok: true, value: "NL" });
    expect(checkListItem("countryCodes", "N1")).toMatchObject({ ok: false });
    expect(checkListItem("registrars", "a,b")).toMatchObject({ ok: false });
  });
});

describe("compactFilters / filtersToSearchParams", () => {
  it("drops unset values and gives a stable key order", () => {
    const a = compactFilters({ sources: ["APP"], status: "TODO", searchQuery: null, assetTypes: [] });
    const b = compactFilters({ status: "TODO", sources: ["APP"] });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
  it("sends lists comma-separated", () => {
    const params = filtersToSearchParams({ assetTypes: ["URL", "PAGE"], onlyRejected: "true" }, { limit: "20" });
    expect(params.get("assetTypes")).toBe("URL,PAGE");
    expect(params.get("limit")).toBe("20");
    expect(parseReportListQuery(params).success).toBe(true);
  });
});
