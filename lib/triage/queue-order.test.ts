import { describe, expect, it } from "vitest";
import { type Report, reportSchema } from "@/lib/contract/report";
import { reportFixture } from "@/lib/contract/response-fixtures";
import { ageStateOf, brandsNamedBy, buildTriageQueue, filterTriageQueue, slaStateOf, suggestedBrandOf } from "./queue-order";

const NOW = Date.parse("2026-11-20T12:00:00.000Z");
const HOUR = 3_600_000;
const iso = (offset: number) => new Date(NOW + offset).toISOString();

type Spec = {
  id: number;
  sla: string | null;
  status?: string;
  created?: string;
  byCustomer?: boolean;
  pending: number[];
  done?: number[];
  title?: string;
  type?: string;
};

function report(spec: Spec): Report {
  const base = reportFixture();
  const template = (base.proposals as Record<string, unknown>[])[0]!;
  const proposal = (id: number, status: string) => ({
    ...template,
    id,
    reviewStatus: status,
    asset: { ...(template.asset as object), id: 9000 + id, type: spec.type ?? "URL", content: `https://asset-${id}.example` },
  });
  return reportSchema.parse({
    ...base,
    id: spec.id,
    title: spec.title ?? `Report ${spec.id}`,
    description: "",
    slaDueAt: spec.sla,
    ...(spec.status ? { status: spec.status } : {}),
    createdAt: spec.created ?? iso(-HOUR),
    updatedAt: "2026-11-19T00:00:00.000Z",
    reportedByCustomer: spec.byCustomer ?? false,
    proposals: [...spec.pending.map((id) => proposal(id, "PENDING")), ...(spec.done ?? []).map((id) => proposal(id, "APPROVED"))],
  });
}

const keys = (reports: Report[], refusals: { proposalId: string; reportUpdatedAt: string }[] = []) =>
  buildTriageQueue(reports, { brands: [], refusals, now: NOW }).map((i) => `${i.key}:${i.waiting}`);

describe("the triage queue's order", () => {
  it("lists a proposal sent without an asset (it cannot be reviewed here) after every reviewable one, however urgent", () => {
    const overdue = report({ id: 7, sla: iso(-90 * 24 * HOUR), byCustomer: true, pending: [71] });
    const noAsset = { ...overdue, proposals: overdue.proposals.map((p) => ({ ...p, asset: null })) };
    const reports = [noAsset, report({ id: 8, sla: null, pending: [81, 82] }), report({ id: 9, sla: iso(HOUR), pending: [91] })];
    expect(keys(reports)).toEqual(["91:certain", "81:maybe", "82:maybe", "71:certain"]);
  });

  it("puts certainly waiting proposals first, then most overdue, soonest due, and no SLA oldest first", () => {
    const reports = [
      report({ id: 1, sla: null, created: iso(-5 * HOUR), pending: [11] }),
      report({ id: 2, sla: iso(2 * HOUR), pending: [21] }),
      report({ id: 3, sla: iso(-80 * 24 * HOUR), pending: [31, 32] }), // overdue most, but only maybe waiting
      report({ id: 4, sla: iso(-3 * HOUR), pending: [41] }),
      report({ id: 5, sla: iso(-30 * HOUR), byCustomer: true, pending: [51, 52] }),
      report({ id: 6, sla: null, created: iso(-50 * HOUR), pending: [61], done: [62] }),
    ];
    expect(keys(reports)).toEqual(["51:certain", "52:certain", "41:certain", "21:certain", "61:certain", "11:certain", "31:maybe", "32:maybe"]);
  });

  it("settles 'maybe' with the service's reviewing.backlog check: a proposal it names as awaiting this organization is certain (issue 29)", () => {
    const reports = [report({ id: 3, sla: iso(-80 * 24 * HOUR), pending: [31, 32] }), report({ id: 4, sla: iso(-3 * HOUR), pending: [41] })];
    const settled = buildTriageQueue(reports, { brands: [], refusals: [], now: NOW, awaiting: ["32"] }).map((i) => `${i.key}:${i.waiting}`);
    expect(settled).toEqual(["32:certain", "41:certain", "31:maybe"]);
  });

  it("orders a closed report's settled SLA as none, whichever vocabulary says closed", () => {
    const reports = [
      report({ id: 1, sla: iso(-90 * 24 * HOUR), status: "CLOSED", created: iso(-100 * 24 * HOUR), pending: [11] }),
      report({ id: 2, sla: iso(48 * HOUR), pending: [21] }),
      report({ id: 3, sla: iso(-90 * 24 * HOUR), status: "APPROVED", created: iso(-99 * 24 * HOUR), pending: [31] }),
      report({ id: 4, sla: null, created: iso(-98 * 24 * HOUR), pending: [41] }),
    ];
    expect(keys(reports)).toEqual(["21:certain", "11:certain", "31:certain", "41:certain"]);
  });

  it("leaves out what is not PENDING, and a refused proposal until its report changes", () => {
    const reports = [report({ id: 1, sla: null, pending: [11, 12], done: [13] })];
    expect(keys(reports, [{ proposalId: "11", reportUpdatedAt: "2026-11-19T00:00:00.000Z" }])).toEqual(["12:maybe"]);
    expect(keys(reports, [{ proposalId: "11", reportUpdatedAt: "2026-11-18T00:00:00.000Z" }])).toEqual(["11:maybe", "12:maybe"]);
  });

  it("reads the SLA buckets of /queues", () => {
    expect(slaStateOf(null, NOW)).toBe("missingSla");
    expect(slaStateOf(iso(-1), NOW)).toBe("breached");
    expect(slaStateOf(iso(24 * HOUR), NOW)).toBe("dueWithin24h");
    expect(slaStateOf(iso(72 * HOUR), NOW)).toBe("dueWithin72h");
    expect(slaStateOf(iso(73 * HOUR), NOW)).toBe("beyond72h");
  });

  it("finds the brands a report names, as whole words", () => {
    const brands = [
      { id: 1, name: "Acme", terms: ["acme wallet"] },
      { id: 2, name: "Globex", terms: [] },
    ];
    expect(brandsNamedBy({ title: "Phishing impersonating Acme", description: "" }, brands)).toEqual(["1"]);
    expect(brandsNamedBy({ title: "Acmeville", description: "" }, brands)).toEqual([]);
  });

  describe("the brand a review suggests: only the one the title names", () => {
    // The demo service's own brands of its first organization.
    const brands = [
      { id: 1, name: "Acme", terms: ["acme", "acme corp"] },
      { id: 2, name: "Acme Wallet", terms: ["acme wallet", "acmewallet"] },
      { id: 3, name: "Acme Exchange", terms: ["acme exchange", "acmex"] },
      { id: 4, name: "Wile Coyote", terms: ["wile coyote", "w. coyote"] },
      { id: 5, name: "Road Runner Labs", terms: ["road runner", "rrlabs"] },
    ];
    it.each([
      ["Phishing page impersonating Road Runner Labs", ["5"], "5"],
      ["Fake wallet impersonating Acme Wallet", ["2"], "2"],
      ["Scam site impersonating Acme Exchange", ["3"], "3"],
      ["Phishing page impersonating Acme", ["1"], "1"],
      ["acmewallet-support.example copies ACME CORP", ["1", "2"], null],
      ["Road Runner Labs and Wile Coyote giveaway", ["4", "5"], null],
      ["Phishing page", [], null],
      ["Acmeville newsletter", [], null],
      ["Impersonating acmex (Acme Exchange)", ["3"], "3"],
    ])("%s → named %j, suggested %s", (title, named, suggested) => {
      expect(brandsNamedBy({ title }, brands)).toEqual(named);
      expect(suggestedBrandOf(brandsNamedBy({ title }, brands))).toBe(suggested);
    });

    it("ignores the description, where the organization's own name stands in every report", () => {
      const [item] = buildTriageQueue(
        [
          {
            ...report({ id: 1, sla: null, pending: [11], title: "Phishing page impersonating Road Runner Labs" }),
            description: "Reported url using the Road Runner Labs brand to lure acme users.",
          },
        ],
        { brands, refusals: [], now: NOW },
      );
      expect(item!.brandIds).toEqual(["5"]);
      expect(item!.namedBrandIds).toEqual(["5"]);
    });

    it("suggests nothing, and the brand filter matches nothing, when the title names two brands", () => {
      const items = buildTriageQueue([report({ id: 1, sla: null, pending: [11], title: "Acme and Road Runner Labs giveaway" })], {
        brands,
        refusals: [],
        now: NOW,
      });
      expect(items[0]!.brandIds).toEqual([]);
      expect(items[0]!.namedBrandIds).toEqual(["1", "5"]);
      expect(filterTriageQueue(items, { sla: [], assetType: [], brand: ["1"] })).toEqual([]);
      expect(filterTriageQueue(items, { sla: [], assetType: [], brand: ["5"] })).toEqual([]);
    });
  });

  it("filters the whole queue by SLA state, asset type and brand", () => {
    const reports = [report({ id: 1, sla: iso(-HOUR), pending: [11], title: "Fake Acme" }), report({ id: 2, sla: null, pending: [21], type: "TWITTER" })];
    const items = buildTriageQueue(reports, { brands: [{ id: 7, name: "Acme", terms: [] }], refusals: [], now: NOW });
    expect(filterTriageQueue(items, { sla: ["breached"], assetType: [], brand: [] }).map((i) => i.key)).toEqual(["11"]);
    expect(filterTriageQueue(items, { sla: [], assetType: ["TWITTER"], brand: [] }).map((i) => i.key)).toEqual(["21"]);
    expect(filterTriageQueue(items, { sla: [], assetType: [], brand: ["7"] }).map((i) => i.key)).toEqual(["11"]);
  });

  it("filters by the /queues age buckets, one report and one proposal", () => {
    const reports = [
      report({ id: 1, sla: null, pending: [11], created: iso(-2 * HOUR) }),
      report({ id: 2, sla: null, pending: [21, 22], created: iso(-200 * HOUR) }),
    ];
    const items = buildTriageQueue(reports, { brands: [], refusals: [], now: NOW });
    const none = { sla: [], assetType: [], brand: [] };
    expect(filterTriageQueue(items, { ...none, age: ["gte168h"] }).map((i) => i.key)).toEqual(["21", "22"]);
    expect(filterTriageQueue(items, { ...none, age: ["lt24h"] }).map((i) => i.key)).toEqual(["11"]);
    expect(filterTriageQueue(items, { ...none, report: "2" }).map((i) => i.key)).toEqual(["21", "22"]);
    expect(filterTriageQueue(items, { ...none, proposal: "22" }).map((i) => i.key)).toEqual(["22"]);
  });
});

describe("the /queues buckets, as the snapshot draws their edges", () => {
  it("ages: under 24 h, 24–72 h, 72–168 h, 168 h and over; a future time is new", () => {
    expect(ageStateOf(iso(-23 * HOUR), NOW)).toBe("lt24h");
    expect(ageStateOf(iso(-24 * HOUR), NOW)).toBe("h24to72");
    expect(ageStateOf(iso(-72 * HOUR), NOW)).toBe("h72to168");
    expect(ageStateOf(iso(-168 * HOUR), NOW)).toBe("gte168h");
    expect(ageStateOf(iso(HOUR), NOW)).toBe("lt24h");
  });

  it("a report due right now is already breached", () => {
    expect(slaStateOf(iso(0), NOW)).toBe("breached");
    expect(slaStateOf(iso(1), NOW)).toBe("dueWithin24h");
  });
});
