import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { SAMPLE_SNAPSHOT } from "./sample-snapshot";
import { ageRows, keyFigures, slaRows, snapshotCharts, statusRows, topOrgRows } from "./snapshot-rows";

describe("bucket rows", () => {
  it("keeps every bucket in spec order with its number", () => {
    expect(ageRows(SAMPLE_SNAPSHOT.reviewQueue.ageBuckets).map((r) => [r.key, r.value])).toEqual([
      ["lt24h", 88],
      ["h24to72", 146],
      ["h72to168", 141],
      ["gte168h", 711],
    ]);
    expect(slaRows(SAMPLE_SNAPSHOT.reviewQueue.slaBuckets).map((r) => [r.key, r.label, r.value])).toEqual([
      ["breached", "Breached", 647],
      ["dueWithin24h", "Due within 24 h", 32],
      ["dueWithin72h", "Due within 3 days", 144],
      ["beyond72h", "Due after 3 days", 0],
      ["missingSla", "No SLA", 263],
    ]);
    expect(statusRows(SAMPLE_SNAPSHOT.takedownQueue.statusCounts).map((r) => r.value)).toEqual([58, 79, 26]);
  });

  it("gives every bar of a chart a distinct label (colour is never the only signal)", () => {
    for (const chart of snapshotCharts(SAMPLE_SNAPSHOT)) {
      const labels = chart.rows.map((r) => r.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it("lists the key figures", () => {
    expect(keyFigures(SAMPLE_SNAPSHOT).map((f) => f.value)).toEqual([1086, 835, 647, 163, 18]);
  });
});

describe("topOrgRows", () => {
  it("sorts by count then slug and sums the rest into others", () => {
    const entries = Array.from({ length: 13 }, (_, i) => ({ slug: `org-${String(i).padStart(2, "0")}`, count: i % 4 }));
    const rows = topOrgRows(entries, 10);
    expect(rows).toHaveLength(11);
    expect(rows.slice(0, 4).map((r) => r.key)).toEqual(["org-03", "org-07", "org-11", "org-02"]);
    expect(rows[10]).toMatchObject({ key: "(others)", label: "Others (3)" });
    const total = entries.reduce((s, e) => s + e.count, 0);
    expect(rows.reduce((s, r) => s + r.value!, 0)).toBe(total);
  });

  it("has no others row when everything fits", () => {
    expect(
      topOrgRows([
        { slug: "b", count: 1 },
        { slug: "a", count: 1 },
      ]).map((r) => r.key),
    ).toEqual(["a", "b"]);
    expect(topOrgRows([])).toEqual([]);
  });

  test.prop([fc.array(fc.record({ slug: fc.string({ minLength: 1 }), count: fc.nat(10_000) }), { maxLength: 40 })])(
    "keeps the total, at most 11 rows, non-increasing top",
    (entries) => {
      const rows = topOrgRows(entries);
      expect(rows.reduce((s, r) => s + r.value!, 0)).toBe(entries.reduce((s, e) => s + e.count, 0));
      expect(rows.length).toBeLessThanOrEqual(11);
      const top = rows.filter((r, i) => !(i === 10 && r.key === "(others)"));
      for (let i = 1; i < top.length; i++) expect(top[i - 1].value!).toBeGreaterThanOrEqual(top[i].value!);
    },
  );
});

describe("rows with counts the service did not send", () => {
  it("keeps an unknown organization count unknown: sorted last, and never summed into others as 0", () => {
    const entries = [{ slug: "z", count: null }, ...Array.from({ length: 11 }, (_, i) => ({ slug: `o${i}`, count: 20 - i }))];
    const rows = topOrgRows(entries);
    expect(rows[0]).toMatchObject({ key: "o0", value: 20 });
    expect(rows[10]).toMatchObject({ key: "(others)", label: "Others (2)", value: null });
  });
});
