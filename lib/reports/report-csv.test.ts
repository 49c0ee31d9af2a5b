import { describe, expect, it } from "vitest";
import type { Report } from "@/lib/contract/report";
import { REPORT_CSV_HEADER, reportCsvLine } from "./report-csv";

/** A small RFC 4180 reader, to check that what is written reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") endCell();
    else if (ch === "\r" && text[i + 1] === "\n") {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("reportCsvLine", () => {
  const asset = (id: number, type: string, content: string, status = "UNKNOWN") => ({ id, type, content, status, scans: [] });
  const report = {
    id: 7,
    title: "=cmd|' /C calc'!A0",
    status: "TODO",
    source: "APP",
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T11:00:00.000Z",
    slaDueAt: null,
    duplicateOfId: 3,
    reportedByCustomer: true,
    proposals: [
      { id: 1, reviewStatus: "PENDING", asset: asset(1, "URL", "https://a.example,x") },
      { id: 2, reviewStatus: "APPROVED", asset: asset(2, "EMAIL", "-x@y.example", "BLOCKED") },
      { id: 3, reviewStatus: "APPROVED", asset: asset(1, "URL", "https://a.example,x") },
      { id: 4, reviewStatus: "WATCHLISTED", asset: asset(4, "PAGE", "p") },
    ],
  } as unknown as Report;

  it("has one cell per column, counts proposals by status and lists distinct assets", () => {
    expect(REPORT_CSV_HEADER.startsWith("\uFEFF")).toBe(true);
    const [header] = parseCsv(REPORT_CSV_HEADER.slice(1));
    const [row] = parseCsv(reportCsvLine(report));
    const byColumn = Object.fromEntries(header!.map((name, i) => [name, row![i]]));
    expect(byColumn).toEqual({
      id: "7",
      title: "'=cmd|' /C calc'!A0",
      status: "TODO",
      source: "APP",
      createdAt: "2026-11-20T10:00:00.000Z",
      updatedAt: "2026-11-20T11:00:00.000Z",
      slaDueAt: "",
      duplicateOfId: "3",
      reportedByCustomer: "true",
      assets: "URL https://a.example,x [UNKNOWN]; EMAIL -x@y.example [BLOCKED]; PAGE p [UNKNOWN]",
      proposalsPending: "1",
      proposalsApproved: "2",
      proposalsRejected: "0",
      proposalsOther: "1",
      tags: "",
      assignee: "",
      snoozed: "",
      notes: "",
    });
  });

  it("adds the console's marks: tags, assignee, the snooze in words and the newest notes, quoted where they must be", () => {
    const [header] = parseCsv(REPORT_CSV_HEADER.slice(1));
    const line = (marks: Parameters<typeof reportCsvLine>[1]) =>
      Object.fromEntries(header!.map((name, i) => [name, parseCsv(reportCsvLine(report, marks))[0]![i]]));
    const marks = {
      tags: ["campaign-x", "phish"],
      assignee: "rex",
      snoozed: true,
      snoozedUntil: "2026-12-01T09:00:00.000Z",
      notes: [
        { body: '=HYPERLINK("x")', author: "ann", createdAt: "2026-11-27T10:00:00.000Z" },
        { body: "seen twice", author: "rex", createdAt: "2026-11-26T10:00:00.000Z" },
      ],
    };
    expect(line(marks)).toMatchObject({
      tags: "campaign-x; phish",
      assignee: "rex",
      snoozed: "until 2026-12-01T09:00:00.000Z",
      notes: 'ann (2026-11-27T10:00:00.000Z): =HYPERLINK("x") | rex (2026-11-26T10:00:00.000Z): seen twice',
    });
    expect(line({ ...marks, snoozedUntil: null }).snoozed).toBe("until the service changes it");
    expect(line({ ...marks, snoozed: false }).snoozed).toBe("");
  });

  it("prefers the report's own assets list when given", () => {
    const withAssets = { ...report, assets: [{ id: 9, type: "ADDRESS", content: "0xabc", status: "ALLOWED" }] } as Report;
    expect(parseCsv(reportCsvLine(withAssets))[0]![9]).toBe("ADDRESS 0xabc [ALLOWED]");
  });
});
