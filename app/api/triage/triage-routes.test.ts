import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { subscribeLive } from "@/lib/bus/bus";
import type { BusMessage } from "@/lib/bus/bus-message";
import { getDb } from "@/lib/db";
import { apiRequest, type RouteTestEnv, startRouteTestEnv } from "@/lib/testing/route-harness";
import { senderTick } from "@/lib/triage/sender";
import type { TriageQueueView, TriageReviewsView } from "@/lib/triage/view-types";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { reviewProposal } from "@/lib/upstream/proposals";
import { listReports } from "@/lib/upstream/reports";
import { POST as claim, GET as claims } from "./claims/route";
import { GET as counts } from "./counts/route";
import { GET as queue } from "./queue/route";
import { DELETE as undo } from "./reviews/[reviewId]/route";
import { POST as hold, GET as reviews } from "./reviews/route";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

const VIEWER: Principal = { kind: "user", userId: 3, username: "viewer", role: "viewer" };
const REVIEWER: Principal = { kind: "user", userId: 2, username: "reviewer", role: "reviewer" };
const ADMIN: Principal = { kind: "user", userId: 1, username: "admin", role: "admin" };

let env: RouteTestEnv;
beforeAll(async () => {
  env = await startRouteTestEnv({ REVIEW_UNDO_SECONDS: "0" });
  // The sender sends only for an author who still exists and may review.
  const at = new Date().toISOString();
  const reviewer = await (await getDb())
    .insertInto("users")
    .values({ username: "reviewer", password_hash: "-", role: "reviewer", created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  // The sender checks a held review's author by account id (lib/triage/sender.ts): the principal is that account.
  Object.assign(REVIEWER, { userId: reviewer.id });
});
afterAll(() => env.dispose());
beforeEach(() => {
  session.principal = VIEWER;
});

async function readQueue(query = ""): Promise<TriageQueueView> {
  const response = await queue(apiRequest("GET", `/api/triage/queue${query}`));
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const sendDue = async () =>
  senderTick({ db: await getDb(), now: () => new Date(), send: (_org, id, body) => reviewProposal(getUpstreamClient(), id, body) }, "test");

describe("/api/triage", () => {
  it("answers the whole queue, its true total, most urgent certainly-waiting proposal first", async () => {
    let pending = 0;
    let cursor: string | undefined;
    do {
      const page = await listReports(getUpstreamClient(), { needsCustomerReview: true, limit: 20, ...(cursor ? { cursor } : {}) });
      pending += page.reports.flatMap((r) => r.proposals).filter((p) => p.reviewStatus === "PENDING").length;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const view = await readQueue("?limit=100");
    expect(view.total).toBe(pending);
    expect(view.items.length).toBe(Math.min(pending, 100));
    const certain = view.items.filter((i) => i.waiting === "certain");
    expect(view.items.slice(0, certain.length)).toEqual(certain);
    const dues = certain.map((i) => i.report.slaDueAt).filter((d): d is string => d !== null);
    expect(dues).toEqual([...dues].sort());
    const breached = await readQueue("?sla=breached");
    expect(breached.items.every((i) => i.slaState === "breached")).toBe(true);
    expect((await queue(apiRequest("GET", "/api/triage/queue?sla=late"))).status).toBe(400);
  });

  it("holds a review for the undo window, undoes it, and sends a held one once", async () => {
    const first = (await readQueue()).items.find((i) => i.waiting === "certain")!;
    const body = { proposalId: String(first.proposal.id), review: { assetId: first.proposal.asset!.id, decision: "WATCHLIST", watchlistReason: "DEAD" } };
    expect((await hold(apiRequest("POST", "/api/triage/reviews", body))).status).toBe(403);
    session.principal = REVIEWER;
    const held = await hold(apiRequest("POST", "/api/triage/reviews", body));
    expect(held.status, await held.clone().text()).toBe(201);
    const { id } = await held.json();
    expect((await readQueue()).items.map((i) => i.key)).not.toContain(first.key);
    expect((await undo(apiRequest("DELETE", `/api/triage/reviews/${id}`), { params: Promise.resolve({ reviewId: String(id) }) })).status).toBe(200);
    expect((await readQueue()).items.map((i) => i.key)).toContain(first.key);

    const again = await (await hold(apiRequest("POST", "/api/triage/reviews", body))).json();
    expect((await hold(apiRequest("POST", "/api/triage/reviews", body))).status).toBe(409);
    expect((await sendDue()).map((d) => d.outcome.kind)).toEqual(["sent"]);
    expect(await sendDue()).toEqual([]);
    expect((await undo(apiRequest("DELETE", `/api/triage/reviews/${again.id}`), { params: Promise.resolve({ reviewId: String(again.id) }) })).status).toBe(409);
    const answer = (await (await reviews(apiRequest("GET", "/api/triage/reviews"))).json()) as TriageReviewsView;
    expect(answer.reviews.find((r) => r.id === again.id)).toMatchObject({ status: "sent", watchlisted: true, mine: true });
    expect(answer.budget.used).toBe(1);
  });

  it("shows another user's claim on the queue", async () => {
    session.principal = ADMIN;
    const first = (await readQueue()).items[0]!;
    expect((await claim(apiRequest("POST", "/api/triage/claims", { proposalId: first.key }))).status).toBe(200);
    session.principal = REVIEWER;
    const mine = await (await claim(apiRequest("POST", "/api/triage/claims", { proposalId: first.key }))).json();
    expect(mine).toMatchObject({ username: "admin", mine: false });
    expect((await readQueue()).items[0]!.claim).toMatchObject({ username: "admin", mine: false });
    const live = await (await claims(apiRequest("GET", "/api/triage/claims"))).json();
    expect(live.claims).toEqual([expect.objectContaining({ proposalId: first.key, username: "admin", mine: false })]);
  });

  it("tells every open screen of a claim, a held review and its undo (lib/live)", async () => {
    const heard: BusMessage[] = [];
    const stop = subscribeLive((e) => heard.push(e));
    try {
      session.principal = REVIEWER;
      const item = (await readQueue()).items.find((i) => i.waiting === "certain" && i.proposal.asset)!;
      expect((await claim(apiRequest("POST", "/api/triage/claims", { proposalId: item.key }))).status).toBe(200);
      const body = { proposalId: String(item.proposal.id), review: { assetId: item.proposal.asset!.id, decision: "WATCHLIST", watchlistReason: "DEAD" } };
      const { id } = await (await hold(apiRequest("POST", "/api/triage/reviews", body))).json();
      expect((await undo(apiRequest("DELETE", `/api/triage/reviews/${id}`), { params: Promise.resolve({ reviewId: String(id) }) })).status).toBe(200);
    } finally {
      stop();
    }
    // A walk finishing meanwhile may say so too (cause "walk"); the page's own changes are these.
    const causes = heard.map((e) => (e.type === "triage.changed" ? e.cause : e.type)).filter((c) => c !== "walk");
    expect(causes).toEqual(["claim", "review", "review"]);
    expect(heard.every((e) => e.type !== "triage.changed" || e.organization === "")).toBe(true);
  });

  it("counts the whole queue by the /queues buckets, each equal to the list its filter opens", async () => {
    const view = await readQueue("?limit=1");
    expect(Object.values(view.buckets.sla).reduce((a, b) => a + b, 0)).toBe(view.total);
    expect(Object.values(view.buckets.age).reduce((a, b) => a + b, 0)).toBe(view.total);
    expect((await readQueue("?limit=1&sla=breached")).filteredTotal).toBe(view.buckets.sla.breached);
    expect((await readQueue("?limit=1&age=gte168h")).filteredTotal).toBe(view.buckets.age.gte168h);
    // The counts the /queues numbers link with, from the same walk.
    const answer = await (await counts(apiRequest("GET", "/api/triage/counts"))).json();
    expect(answer.counts).toEqual({ total: view.total, buckets: view.buckets, waitingOnYou: view.waitingOnYou });
  });
});
