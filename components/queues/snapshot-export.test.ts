import { describe, expect, it } from "vitest";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { SAMPLE_SNAPSHOT } from "./sample-snapshot";
import { markdownCell, snapshotFileName, snapshotToCsv, snapshotToMarkdown } from "./snapshot-export";

/** A minimal RFC 4180 reader, enough to check the writer. */
function parseCsv(csv: string): string[][] {
  const text = csv.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
}

const MANY_ORGS: QueueSnapshot = {
  ...SAMPLE_SNAPSHOT,
  scope: { slug: "acme", all: true },
  reviewQueue: {
    ...SAMPLE_SNAPSHOT.reviewQueue,
    byOrg: Array.from({ length: 12 }, (_, i) => ({ slug: i === 0 ? 'we|ird,"org' : `org${i}`, pendingProposals: 100 - i })),
  },
};

describe("snapshotToCsv", () => {
  it("writes every number of the snapshot in long form", () => {
    const rows = parseCsv(snapshotToCsv(SAMPLE_SNAPSHOT));
    expect(rows[0]).toEqual(["section", "metric", "value"]);
    const get = (section: string, metric: string) => rows.find((r) => r[0] === section && r[1] === metric)?.[2];
    expect(get("reviewQueue", "totalPendingProposals")).toBe("1086");
    expect(get("reviewQueue.ageBuckets", "gte168h")).toBe("711");
    expect(get("reviewQueue.slaBuckets", "missingSla")).toBe("263");
    expect(get("reviewQueue.byOrg", "acme")).toBe("1086");
    expect(get("takedownQueue.statusCounts", "pendingInput")).toBe("26");
    expect(get("takedownQueue.ageBuckets", "lt24h")).toBe("4");
    expect(get("takedownQueue", "staleInProgress")).toBe("18");
    expect(get("snapshot", "all")).toBe("false");
    // header + 4 snapshot lines (generatedAt, slug, all, staleThresholdHours) + 2 + 4 + 5 + 1 org + 2 + 3 + 4 + 1 org
    expect(rows).toHaveLength(1 + 4 + 2 + 4 + 5 + 1 + 2 + 3 + 4 + 1);
  });

  it("keeps every organization and quotes awkward slugs", () => {
    const rows = parseCsv(snapshotToCsv(MANY_ORGS));
    const orgs = rows.filter((r) => r[0] === "reviewQueue.byOrg");
    expect(orgs).toHaveLength(12);
    expect(orgs[0]).toEqual(["reviewQueue.byOrg", 'we|ird,"org', "100"]);
  });

  it("starts with a BOM and defuses a formula-like slug, full-width ones included", () => {
    const csv = snapshotToCsv({ ...SAMPLE_SNAPSHOT, scope: { ...SAMPLE_SNAPSHOT.scope, slug: "＝HYPERLINK(1)" } });
    expect(csv.startsWith("\uFEFFsection,metric,value\r\n")).toBe(true);
    expect(parseCsv(csv).find((r) => r[1] === "slug")).toEqual(["snapshot", "slug", "'＝HYPERLINK(1)"]);
  });
});

describe("snapshotToMarkdown", () => {
  it("has a table per chart with the numbers", () => {
    const md = snapshotToMarkdown(SAMPLE_SNAPSHOT);
    expect(md).toContain("## Queue snapshot — organization `acme`");
    expect(md).toContain("| Pending proposals | 1086 |");
    expect(md).toContain("### Review queue by SLA");
    expect(md).toContain("| Breached | 647 |");
    expect(md).toContain("| No SLA | 263 |");
    expect(md).toContain("| Waiting for input | 26 |");
    expect(md).toContain("| 7 days or more | 65 |");
    expect(md.match(/^### /gm)).toHaveLength(6);
  });

  it("cuts organizations to the top 10 and others, escaping cells", () => {
    const md = snapshotToMarkdown(MANY_ORGS);
    expect(md).toContain("## Queue snapshot — all organizations");
    expect(md).toContain('| we\\|ird,"org | 100 |');
    expect(md).toContain("| Others (2) | 179 |");
    expect(markdownCell("a|b\nc")).toBe("a\\|b c");
  });
});

describe("snapshotFileName", () => {
  it("names the file after scope and time, safely", () => {
    expect(snapshotFileName(SAMPLE_SNAPSHOT, "csv")).toBe("queue-snapshot-acme-2026-11-20T12-00-00Z.csv");
    expect(snapshotFileName(MANY_ORGS, "md")).toBe("queue-snapshot-all-2026-11-20T12-00-00Z.md");
    expect(snapshotFileName({ ...SAMPLE_SNAPSHOT, scope: { slug: "../x", all: false } }, "csv")).toBe("queue-snapshot-___x-2026-11-20T12-00-00Z.csv");
  });
});

describe("exports of a snapshot with counts the service did not send", () => {
  const sparse: QueueSnapshot = {
    ...SAMPLE_SNAPSHOT,
    generatedAt: null,
    reviewQueue: { ...SAMPLE_SNAPSHOT.reviewQueue, totalPendingProposals: null, notSent: ["totalPendingProposals"] },
  };

  it("leaves the CSV cell empty (never 0) and says so in Markdown", () => {
    const rows = parseCsv(snapshotToCsv(sparse));
    expect(rows.find((r) => r[1] === "totalPendingProposals")).toEqual(["reviewQueue", "totalPendingProposals", ""]);
    const md = snapshotToMarkdown(sparse);
    expect(md).toContain("| Pending proposals | not sent by the service |");
    expect(md).toContain("Generated at a time not sent by the service.");
    expect(snapshotFileName(sparse, "csv")).toMatch(/unknown-time\.csv$/);
  });
});

describe("the stale threshold in the exports", () => {
  it("writes the window the snapshot was asked with into the CSV and the Markdown", () => {
    const csv = parseCsv(snapshotToCsv(SAMPLE_SNAPSHOT, 24));
    expect(csv).toContainEqual(["snapshot", "staleThresholdHours", "24"]);
    expect(parseCsv(snapshotToCsv(SAMPLE_SNAPSHOT))).toContainEqual(["snapshot", "staleThresholdHours", "168"]);
    const md = snapshotToMarkdown(SAMPLE_SNAPSHOT, 24);
    expect(md).toContain("Stale takedowns in progress (unchanged 24 h or more)");
    expect(md).toContain("unchanged for 24 h (24 h) or more");
  });
});
