import { describe, expect, it } from "vitest";
import { type Report, reportSchema } from "@/lib/contract/report";
import { reportFixture } from "@/lib/contract/response-fixtures";
import { buildTriageQueue } from "./queue-order";
import { planOfDay } from "./todays-plan";

const NOW = Date.parse("2026-11-20T12:00:00.000Z");
const HOUR = 3_600_000;
const iso = (offset: number) => new Date(NOW + offset).toISOString();

/** A report with one pending proposal per asset: `[proposal id, asset content, asset type]`. */
function report(id: number, options: { sla?: number | null; title?: string; proposals: [number, string, string][] }): Report {
  const base = reportFixture();
  const template = (base.proposals as Record<string, unknown>[])[0]!;
  return reportSchema.parse({
    ...base,
    id,
    title: options.title ?? `Report ${id}`,
    description: "",
    slaDueAt: options.sla === undefined || options.sla === null ? null : iso(options.sla),
    createdAt: iso(-HOUR),
    updatedAt: iso(-HOUR),
    reportedByCustomer: false,
    proposals: options.proposals.map(([pid, content, type]) => ({
      ...template,
      id: pid,
      reviewStatus: "PENDING",
      asset: { ...(template.asset as object), id: 9000 + pid, type, content },
    })),
  });
}

const BRANDS = [{ id: 7, name: "Acme", terms: [] }];
const queue = (reports: Report[]) => buildTriageQueue(reports, { brands: BRANDS, refusals: [], now: NOW });

describe("today's plan", () => {
  it("ranks by likely harm, says why in words, folds proposals of one asset, and stops at the remaining budget", () => {
    const items = queue([
      report(1, { sla: 48 * HOUR, proposals: [[11, "https://calm.example", "TWITTER"]] }),
      report(2, { sla: -2 * HOUR, title: "Acme wallet drainer", proposals: [[21, "0xabc", "ADDRESS"]] }),
      report(3, { proposals: [[31, "https://live.example", "URL"]] }),
      report(4, { proposals: [[41, "https://dead.example", "URL"]] }),
      report(5, { sla: -HOUR, proposals: [[51, "0xABC", "ADDRESS"]] }),
    ]);
    const liveness = new Map([
      ["9031", "ALIVE"],
      ["9041", "DEAD"],
    ]);
    const plan = planOfDay(items, { remaining: 3, liveness, brandNames: new Map([["7", "Acme"]]) });
    expect(plan.entries.map((e) => e.proposalId)).toEqual(["21", "31", "11"]);
    expect(plan.entries[0]).toMatchObject({ folded: 1, assetContent: "0xabc" });
    expect(plan.entries[0]!.reasons).toEqual([
      "its SLA is overdue",
      "it names Acme",
      "a wallet or contract address: funds at risk",
      "it certainly waits on your organization",
    ]);
    expect(plan.entries[1]!.reasons).toContain("online when last checked");
    expect(plan).toMatchObject({ remaining: 3, considered: 5, folded: 1 });
    // The offline asset ranks last of all.
    expect(planOfDay(items, { remaining: 10, liveness, brandNames: new Map() }).entries.at(-1)!.proposalId).toBe("41");
  });

  it("plans nothing when the day's budget is spent", () => {
    const items = queue([report(1, { proposals: [[11, "https://a.example", "URL"]] })]);
    expect(planOfDay(items, { remaining: 0, liveness: new Map(), brandNames: new Map() }).entries).toEqual([]);
  });
});
