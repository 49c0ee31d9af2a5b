import { describe, expect, it } from "vitest";
import { ASSET_TYPES } from "@/lib/contract/asset-types";
import { FILTER_KEYS, type FilterKey, LIST_FILTER_KEYS, type ListFilterKey } from "@/lib/contract/report-filters";
import { reportListQuerySchema } from "@/lib/contract/report-list-request";
import { REPORT_SOURCES, REPORT_STATUSES, REPORT_STATUSES_ALTERNATE, REVIEW_DECISIONS } from "@/lib/contract/report-list-values";
import { FILTER_VALUE_CHECKS } from "./filter-value-checks";

const isList = (key: FilterKey): key is ListFilterKey => (LIST_FILTER_KEYS as readonly string[]).includes(key);

/** The route's verdict on one trimmed, comma-free value: its schema field, as the page used to ask it. */
function schemaVerdict(key: FilterKey, value: string): string | null {
  const result = reportListQuerySchema.shape[key].safeParse(value);
  if (!result.success) return result.error.issues[0]?.message ?? "Not a valid value";
  // A scalar that parses to nothing (the user id "null") filters nothing: the page calls it empty.
  return !isList(key) && result.data === undefined ? "Empty value" : null;
}

/** A small deterministic generator, so a failure names a value that fails again. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ALPHABET = "0123456789-:T.Z+ zAaé😀,tfrueTODO";
const next = random(42);
const pick = (text: string) => [...text][Math.floor(next() * [...text].length)]!;
const randomText = (length: number) => Array.from({ length }, () => pick(ALPHABET)).join("");
const mutate = (value: string) => {
  const chars = [...value];
  const at = Math.floor(next() * (chars.length + 1));
  const op = next();
  if (op < 0.33) chars.splice(at, 1);
  else if (op < 0.66) chars.splice(at, 1, pick(ALPHABET));
  else chars.splice(at, 0, pick(ALPHABET));
  return chars.join("");
};

const SEEDS = [
  ...REPORT_STATUSES,
  ...REPORT_STATUSES_ALTERNATE,
  ...REVIEW_DECISIONS,
  ...REPORT_SOURCES,
  ...ASSET_TYPES,
  "human",
  "automation",
  "todo",
  "true",
  "false",
  "True",
  "null",
  "NULL",
  "0",
  "1",
  "01",
  "12",
  "9007199254740991",
  "9007199254740992",
  "9999999999999999",
  "99999999999999999",
  "-1",
  "1.5",
  "1e3",
  "us",
  "GB",
  "USA",
  "U",
  "1x",
  "ÄÖ",
  "2026-01-31",
  "2026-02-29",
  "2028-02-29",
  "2000-02-29",
  "1900-02-29",
  "2026-04-31",
  "2026-13-01",
  "2026-1-31",
  "2026-01-31T10:00:00Z",
  "2026-01-31T10:00Z",
  "2026-01-31T10:00",
  "2026-01-31T10:00:00",
  "2026-01-31T10:00:00.123456Z",
  "2026-01-31T10:00:00.Z",
  "2026-01-31T24:00:00Z",
  "2026-01-31T23:59:60Z",
  "2026-01-31T10:00:00+01:00",
  "2026-01-31T10:00:00-23:59",
  "2026-01-31T10:00:00+24:00",
  "2026-01-31T10:00:00+0100",
  "2026-01-31T10:00:00+01",
  "2026-01-31t10:00:00z",
  "2026-01-31 10:00:00Z",
  "NameCheap Inc.",
  "x".repeat(199),
  "x".repeat(200),
  "x".repeat(201),
  "x".repeat(253),
  "x".repeat(254),
  `${"x".repeat(199)}😀`,
  `${"x".repeat(252)}😀`,
  `${"x".repeat(199)}\uD83D\uD83D`,
  `${"x".repeat(199)}\uDE00\uD83D`,
  `${"x".repeat(252)}\uDE00`,
];

const corpus = (() => {
  const values = new Set<string>(SEEDS);
  for (const seed of SEEDS) for (let i = 0; i < 12; i++) values.add(mutate(mutate(seed)));
  for (let i = 0; i < 2000; i++) values.add(randomText(1 + Math.floor(next() * 30)));
  // As the page hands them over: trimmed, non-empty, no comma inside a list item.
  return [...values].map((v) => v.trim()).filter((v) => v !== "");
})();

describe("FILTER_VALUE_CHECKS", () => {
  it("covers exactly the filters of the route's schema", () => {
    const schemaKeys = Object.keys(reportListQuerySchema.shape).filter((k) => !["limit", "cursor", "slug"].includes(k));
    expect(Object.keys(FILTER_VALUE_CHECKS).sort()).toEqual([...schemaKeys].sort());
    expect([...FILTER_KEYS].sort()).toEqual([...schemaKeys].sort());
  });

  for (const key of FILTER_KEYS) {
    it(`gives the schema's verdict and message for ${key}`, () => {
      const mismatches: { value: string; ours: string | null; schema: string | null }[] = [];
      for (const raw of corpus) {
        const value = key === "countryCodes" ? raw.toUpperCase() : raw;
        if (isList(key) && value.includes(",")) continue;
        const ours = FILTER_VALUE_CHECKS[key](value);
        const schema = schemaVerdict(key, value);
        if (ours !== schema) mismatches.push({ value, ours, schema });
      }
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  }

  it("accepts some of the corpus for every filter (the corpus reaches the valid side)", () => {
    for (const key of FILTER_KEYS) expect(corpus.some((v) => FILTER_VALUE_CHECKS[key](key === "countryCodes" ? v.toUpperCase() : v) === null)).toBe(true);
  });
});
