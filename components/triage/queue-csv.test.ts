import { describe, expect, it } from "vitest";
import type { QueueItem } from "./queue";
import { queueCsv } from "./queue-csv";

const item = (key: string, content: string): QueueItem =>
  ({
    key,
    proposal: { id: key, asset: { id: "a1", content, type: "URL" } },
    report: { id: "r9", title: "Phishing, with a comma" },
    waiting: true,
    slaDue: Date.parse("2026-11-28T12:00:00.000Z"),
    certainty: "certain",
  }) as unknown as QueueItem;

describe("queueCsv", () => {
  it("writes each selected proposal with its marks, quoted where needed and never as a formula", () => {
    const marks = new Map([["p1", { tags: ["campaign-x", "urgent"], assignee: "ann", snoozed: false, snoozedUntil: null, notes: [] }]]);
    const lines = queueCsv([item("p1", "https://scam.example"), item("p2", "=HYPERLINK(1)")], marks)
      .replace("\uFEFF", "")
      .split("\r\n");
    expect(lines[0]).toBe("proposal,asset,asset type,report,report title,SLA due,waits on your organization,tags,assignee,snoozed");
    expect(lines[1]).toBe('p1,https://scam.example,Web address,r9,"Phishing, with a comma",2026-11-28T12:00:00.000Z,yes,campaign-x urgent,ann,');
    expect(lines[2]).toBe('p2,\'=HYPERLINK(1),Web address,r9,"Phishing, with a comma",2026-11-28T12:00:00.000Z,yes,,,');
  });
});
