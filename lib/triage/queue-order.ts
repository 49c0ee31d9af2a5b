import type { Proposal, Report } from "@/lib/contract/report";
import { isClosedReport } from "@/lib/contract/report-status";

/**
 * `certain`: the proposal surely waits on the organization (it filed the report itself, or it is
 * the report's only PENDING proposal, and `needsCustomerReview` says at least one waits on it).
 * `maybe`: the service does not say which of several PENDING proposals wait on whom.
 */
export type Waiting = "certain" | "maybe";

export const SLA_STATES = ["breached", "dueWithin24h", "dueWithin72h", "beyond72h", "missingSla"] as const;
export type SlaState = (typeof SLA_STATES)[number];

/** The /queues review-queue age buckets (age of the proposal), with the snapshot's own keys. */
export const AGE_STATES = ["lt24h", "h24to72", "h72to168", "gte168h"] as const;
export type AgeState = (typeof AGE_STATES)[number];

/** A brand of the organization as the queue uses it: to match reports that name it. */
export type QueueBrand = { id: string | number; name: string; terms: string[] };

export type TriageItem = {
  /** The proposal id as text. */
  key: string;
  proposal: Proposal;
  report: Report;
  waiting: Waiting;
  slaState: SlaState;
  ageState: AgeState;
  /** The brand the report's title names, when it names exactly one (`suggestedBrandOf`), by id as text: at most one. */
  brandIds: string[];
  /** Every brand the title names (`brandsNamedBy`): why none is suggested when there are several. */
  namedBrandIds: string[];
};

export type Refusal = { proposalId: string; reportUpdatedAt: string };

const HOUR = 3_600_000;

function parseTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** The /queues SLA buckets, for one report at `now`. */
export function slaStateOf(slaDueAt: string | null, now: number): SlaState {
  const due = parseTime(slaDueAt);
  if (due === null) return "missingSla";
  const left = due - now;
  if (left <= 0) return "breached";
  if (left <= 24 * HOUR) return "dueWithin24h";
  if (left <= 72 * HOUR) return "dueWithin72h";
  return "beyond72h";
}

/**
 * When a proposal was made: v2 proposals carry no time of their own, so the report's createdAt
 * stands in unless the service sends one (the snapshot counts from the service's own proposal time).
 */
export function proposalCreatedAt(proposal: Proposal, report: Report): string | null {
  const own = (proposal as { createdAt?: unknown }).createdAt;
  return typeof own === "string" ? own : report.createdAt;
}

/** The /queues age buckets, for a proposal created at `createdAt` (a future or unreadable time counts as new). */
export function ageStateOf(createdAt: string | null | undefined, now: number): AgeState {
  const created = parseTime(createdAt);
  const age = created === null ? 0 : now - created;
  if (age < 24 * HOUR) return "lt24h";
  if (age < 72 * HOUR) return "h24to72";
  if (age < 168 * HOUR) return "h72to168";
  return "gte168h";
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Span = { brand: string; start: number; end: number };

/** Where each of a brand's words (name or term, 3 characters or more) stands as a whole word in `text`. */
function brandSpans(text: string, brand: QueueBrand): Span[] {
  const spans: Span[] = [];
  for (const word of [brand.name, ...brand.terms].map((w) => w.trim()).filter((w) => w.length >= 3)) {
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])(${escapeRegExp(word)})(?=$|[^\\p{L}\\p{N}])`, "giu");
    for (const match of text.matchAll(pattern)) {
      const start = match.index + match[1]!.length;
      spans.push({ brand: String(brand.id), start, end: start + match[2]!.length });
    }
  }
  return spans;
}

/**
 * Brands the report's title names, by id as text. Only the title counts: a description mentions
 * brands in passing (the organization's own name, the brand that was imitated, the one that was
 * not). A word inside a longer match of another brand does not name its brand ("Acme" inside
 * "Acme Wallet" names Acme Wallet only).
 */
export function brandsNamedBy(report: Pick<Report, "title"> & Partial<Pick<Report, "description">>, brands: readonly QueueBrand[]): string[] {
  const spans = brands.flatMap((brand) => brandSpans(report.title ?? "", brand));
  const inLonger = (s: Span) => spans.some((o) => o.brand !== s.brand && o.start <= s.start && o.end >= s.end && o.end - o.start > s.end - s.start);
  const named = new Set(spans.filter((s) => !inLonger(s)).map((s) => s.brand));
  return brands.map((b) => String(b.id)).filter((id) => named.has(id));
}

/**
 * The brand a review may suggest (and the brand filter matches): the one brand the title names,
 * or none when it names none or several, since an approval under the wrong brand cannot be taken back.
 */
export function suggestedBrandOf(named: readonly string[]): string | null {
  return named.length === 1 ? named[0]! : null;
}

/** A closed report's SLA is settled (met or missed), so it orders as having none. */
const urgentDue = (report: Report) => (isClosedReport(report.status) ? null : parseTime(report.slaDueAt));

/**
 * Whether the console can review the proposal: the review needs its asset's id, and a proposal
 * sent without an asset (nor one in its report's `assets`) has none (the sparse dialect's old
 * proposals). Such a proposal is listed after every reviewable one and is waiting on nobody here.
 */
export const isReviewable = (item: Pick<TriageItem, "proposal">): boolean => item.proposal.asset !== null;

/**
 * Reviewable first (`isReviewable`); then certainly waiting; then the most overdue SLA, then the soonest due (both: earliest
 * deadline first); then no SLA (or a closed report's), oldest report first; the proposal id breaks ties.
 */
export function compareTriageItems(a: TriageItem, b: TriageItem): number {
  if (isReviewable(a) !== isReviewable(b)) return isReviewable(a) ? -1 : 1;
  if (a.waiting !== b.waiting) return a.waiting === "certain" ? -1 : 1;
  const dueA = urgentDue(a.report);
  const dueB = urgentDue(b.report);
  if (dueA !== dueB) {
    if (dueA === null) return 1;
    if (dueB === null) return -1;
    return dueA - dueB;
  }
  const createdA = parseTime(a.report.createdAt) ?? 0;
  const createdB = parseTime(b.report.createdAt) ?? 0;
  if (createdA !== createdB) return createdA - createdB;
  return a.key.localeCompare(b.key, "en", { numeric: true });
}

/**
 * Every PENDING proposal of the walked reports, once, minus those the service refused since the
 * report last changed, in urgency order.
 */
export function buildTriageQueue(
  reports: readonly Report[],
  options: { brands: readonly QueueBrand[]; refusals: readonly Refusal[]; now: number; awaiting?: readonly string[] },
): TriageItem[] {
  // Named by the service's reviewing.backlog check as awaiting this organization: certainly waiting on it.
  const awaiting = new Set(options.awaiting ?? []);
  const refused = new Map(options.refusals.map((r) => [r.proposalId, r.reportUpdatedAt]));
  const seen = new Set<string>();
  const items: TriageItem[] = [];
  for (const report of reports) {
    const pending = report.proposals.filter((p) => p.reviewStatus?.toUpperCase() === "PENDING");
    if (pending.length === 0) continue;
    const waiting: Waiting = report.reportedByCustomer || pending.length === 1 ? "certain" : "maybe";
    const slaState = slaStateOf(report.slaDueAt, options.now);
    const namedBrandIds = brandsNamedBy(report, options.brands);
    const suggested = suggestedBrandOf(namedBrandIds);
    const brandIds = suggested === null ? [] : [suggested];
    for (const proposal of pending) {
      const key = String(proposal.id);
      if (seen.has(key)) continue;
      seen.add(key);
      if (refused.get(key) === (report.updatedAt ?? "")) continue;
      items.push({
        key,
        proposal,
        report,
        waiting: awaiting.has(key) ? "certain" : waiting,
        slaState,
        ageState: ageStateOf(proposalCreatedAt(proposal, report), options.now),
        brandIds,
        namedBrandIds,
      });
    }
  }
  return items.sort(compareTriageItems);
}

export type TriageFilters = {
  sla: SlaState[];
  age?: AgeState[];
  assetType: string[];
  brand: string[];
  /** One report's proposals (the report panel's "Review in triage"). */
  report?: string;
  /** One proposal (a health finding's "Review in triage"). */
  proposal?: string;
  /** The console's marks (lib/marks): a tag, an assignee, or the snoozed proposals (otherwise left out). */
  tag?: string;
  assignee?: string;
  snoozed?: boolean;
};

/** /triage's filters from its address text (app/(console)/triage/search-params.ts): a saved view's, a selection's "all matching". */
export function triageFiltersOfAddress(params: URLSearchParams): TriageFilters {
  const list = (key: string) => (params.get(key) ?? "").split(",").filter((v) => v !== "");
  const one = (key: string) => (params.get(key) ? { [key]: params.get(key)! } : {});
  return {
    sla: list("sla").filter((v): v is SlaState => (SLA_STATES as readonly string[]).includes(v)),
    age: list("age").filter((v): v is AgeState => (AGE_STATES as readonly string[]).includes(v)),
    assetType: list("type"),
    brand: list("brand"),
    ...one("report"),
    ...one("proposal"),
    ...one("tag"),
    ...one("assignee"),
    ...(params.get("snoozed") === "true" ? { snoozed: true } : {}),
  };
}

export function filterTriageQueue(items: readonly TriageItem[], filters: TriageFilters): TriageItem[] {
  return items.filter(
    (item) =>
      (filters.sla.length === 0 || filters.sla.includes(item.slaState)) &&
      (!filters.age || filters.age.length === 0 || filters.age.includes(item.ageState)) &&
      (filters.report === undefined || String(item.report.id) === filters.report) &&
      (filters.proposal === undefined || item.key === filters.proposal) &&
      (filters.assetType.length === 0 || filters.assetType.includes(item.proposal.asset?.type ?? "")) &&
      (filters.brand.length === 0 || item.brandIds.some((id) => filters.brand.includes(id))),
  );
}
