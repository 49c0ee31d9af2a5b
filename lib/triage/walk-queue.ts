import "server-only";
import { randomUUID } from "node:crypto";
import { parseFindingRef } from "@/lib/contract/finding-ref";
import { type OrganizationScope, slugSelectorOf } from "@/lib/contract/organization-scope";
import type { Report } from "@/lib/contract/report";
import { listBrands } from "@/lib/upstream/brands";
import type { UpstreamClient } from "@/lib/upstream/client";
import { runHealthcheck } from "@/lib/upstream/healthchecks";
import { listReports, searchReports } from "@/lib/upstream/reports";
import type { QueueBrand } from "./queue-order";
import type { WalkResult } from "./queue-store";

/** A walk stops here even if the service keeps giving cursors (20 per page: 20,000 reports). */
const MAX_PAGES = 1_000;
/**
 * The walk runs apart from any console request, so its calls carry request ids of their own, named
 * so the service's logs (and the route fuzz, lib/bff/route-fuzz.test.ts) can tell them apart.
 */
export const WALK_REQUEST_PREFIX = "triage-walk-";
const walkRequestId = () => `${WALK_REQUEST_PREFIX}${randomUUID()}`;

/** Every page of the organization's `needsCustomerReview` reports, and its brands, through the v2 interface. */
export async function walkQueue(client: UpstreamClient, organization: OrganizationScope): Promise<WalkResult> {
  const slug = slugSelectorOf(organization);
  const brandList = await listBrands(client, slug, { requestId: walkRequestId() }).catch(() => ({ brands: [] }));
  const brands: QueueBrand[] = brandList.brands.map((b) => ({ id: b.id, name: b.name, terms: b.terms ?? [] }));
  const reports: WalkResult["reports"] = [];
  const unreadable = { reports: 0, proposals: 0, requestIds: [] as string[] };
  let cursor: string | undefined;
  let pages = 0;
  do {
    // A request id of our own per page, so a page that held unreadable records can be named on /triage.
    const requestId = walkRequestId();
    const page = await listReports(client, { ...slug, needsCustomerReview: true, limit: 20, ...(cursor ? { cursor } : {}) }, { requestId });
    pages += 1;
    const droppedProposals = page.reports.reduce((n, r) => n + (r.unreadableProposals ?? 0), 0);
    unreadable.reports += page.unreadable ?? 0;
    unreadable.proposals += droppedProposals;
    if ((page.unreadable ?? 0) + droppedProposals > 0 && unreadable.requestIds.length < 5) unreadable.requestIds.push(requestId);
    reports.push(...page.reports.filter((r) => r.proposals.some((p) => p.reviewStatus?.toUpperCase() === "PENDING")));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages < MAX_PAGES);
  const { awaiting, waitingOnYou } = await awaitingThisOrganization(client, slug);
  const walked = { reports, brands, pages, awaiting, ...(waitingOnYou === null ? {} : { waitingOnYou }) };
  return unreadable.reports + unreadable.proposals > 0 ? { ...walked, unreadable } : walked;
}

/**
 * The proposals the service itself names as awaiting this organization's review: the
 * reviewing.backlog check's findings (the oldest ones, as /health lists them), asked with a
 * threshold of 1 so it names them whatever the backlog's size. A report with several pending
 * proposals does not say whose review each awaits; this settles "maybe" for those the check names.
 * With them, the check's own count (`observed.pendingCount`): the one "waiting on you" figure of
 * /queues, the wall and /triage, the same as /health's (lib/format/counts.ts). Nothing (every
 * "maybe" stays, and no count) when the check is not there or fails.
 */
async function awaitingThisOrganization(client: UpstreamClient, slug: { slug?: string }): Promise<{ awaiting: string[]; waitingOnYou: number | null }> {
  try {
    const result = await runHealthcheck(client, "reviewing/backlog", { ...slug, warnThreshold: 1, failThreshold: 1_000_000 }, { requestId: walkRequestId() });
    const awaiting = result.findings.flatMap((f) => {
      const ref = f.ref === null ? null : parseFindingRef({ kind: f.kind, ref: f.ref });
      return ref?.kind === "proposal" ? [ref.id] : [];
    });
    const count = result.observed?.pendingCount;
    return { awaiting, waitingOnYou: typeof count === "number" && Number.isSafeInteger(count) && count >= 0 ? count : null };
  } catch {
    return { awaiting: [], waitingOnYou: null };
  }
}

/** How long before the escalation the list of changed reports starts: the service's deliveries retry with backoff, and clocks differ. */
export const ESCALATION_LOOKBACK_MS = 15 * 60_000;
/** Pages of changed reports read for one escalation before leaving it to the walk. */
const ESCALATION_PAGES = 5;

export type EscalatedProposal = {
  proposalId: string;
  /** The asset's content as the event gave it; null when it gave none (then only the list is asked). */
  content: string | null;
  /** When the escalation happened by the service's clock (the event's `created_at`), or when it was received. */
  at: Date;
};

/**
 * The reports awaiting the organization's review that hold an escalated proposal, through the
 * two lookups the interface documents (docs/architecture.md, "Service webhooks in"): `POST
 * /reports/search` by the asset's content names the reports that hold the asset, and the list
 * with `needsCustomerReview` and `updatedAtStartDate` (an escalation changes its report) gives
 * the reports whole, newest change first. Paging stops at the proposal, once every report the
 * search named was seen, or after a few pages. Empty when none holds it: the walk then brings it.
 * Never `searchQuery`: the interface does not say what its free text matches (a service whose
 * search matches titles only never found the asset).
 */
export async function readEscalatedReports(
  client: UpstreamClient,
  organization: OrganizationScope,
  escalated: EscalatedProposal,
): Promise<WalkResult["reports"]> {
  const slug = slugSelectorOf(organization);
  // The search only says when the list has shown every report holding the asset: it runs beside the
  // list's first page, which usually holds the report, so an escalation is not two calls late.
  const named: Promise<Set<string> | null> =
    escalated.content === null
      ? Promise.resolve(null)
      : searchReports(client, { ...slug, assetContents: [escalated.content] }, { requestId: walkRequestId() }).then(
          (answer) => new Set(answer.reports.map((r) => String(r.id))),
          // A service without the search (or failing it): the list alone, its pages bounded.
          () => null,
        );
  const holds = (r: Report) => r.proposals.some((p) => String(p.id) === escalated.proposalId && p.reviewStatus?.toUpperCase() === "PENDING");
  const updatedAtStartDate = new Date(escalated.at.getTime() - ESCALATION_LOOKBACK_MS).toISOString();
  const listed = new Set<string>();
  let cursor: string | undefined;
  for (let pages = 0; pages < ESCALATION_PAGES; pages++) {
    const page = await listReports(
      client,
      { ...slug, needsCustomerReview: true, updatedAtStartDate, limit: 20, ...(cursor ? { cursor } : {}) },
      { requestId: walkRequestId() },
    );
    const found = page.reports.filter(holds);
    if (found.length > 0) return found;
    for (const r of page.reports) listed.add(String(r.id));
    cursor = page.nextCursor ?? undefined;
    const holding = await named;
    if (!cursor || (holding !== null && [...holding].every((id) => listed.has(id)))) break;
  }
  return [];
}
